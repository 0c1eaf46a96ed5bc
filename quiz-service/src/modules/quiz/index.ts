// The quiz module as the app and the REST adapter see it: its plugin, service and questions.
export { quizModule } from './routes';
export type { AnswerInput, QuizService } from './service';
export type { QuizQuestion } from './question-bank';
