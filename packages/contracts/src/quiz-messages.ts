/** The quiz's texts, as readers see them on the page (docs/product/quiz.md). */
export const quizMessages = {
  title: 'Quiz',
  subtitle: 'Test your knowledge and gain valuable insights',
  explanationHeading: 'Explanation of the Answer',
  selectOption: 'Please select an option!',
  saveFailed: 'Error while saving quiz:',
  historyFailed: 'Error fetching detailed quiz analytics',
  historyEmpty: 'No quiz played yet',
  loginRequired: 'You need to log in to view this content',
} as const;

/**
 * The messages of the quiz API (the service sends them; the page shows what it received). Apart
 * from the page's texts so that the browser's bundle, which never uses them, leaves them out.
 */
export const quizApiMessages = {
  unknownQuestion: 'This question does not exist (any more). Load a new question.',
  unknownOption: 'This option does not exist for this question.',
  servedTokenInvalid: 'This question was not served by us. Load a new question and answer it.',
  servedTokenMismatch: 'This answer does not belong to the question that was served.',
  alreadyAnswered: 'This question has already been answered. Go on with the next one.',
  timeZoneInvalid: 'Unknown time zone: send an IANA name such as Europe/London.',
  pageInvalid: 'The page must be a whole number of at least 1.',
  questionsUnavailable: 'The quiz questions cannot be loaded right now. Please try again shortly.',
  noQuestions: 'There are no quiz questions yet.',
} as const;
