import type {
  LegacyAnalyticsRecord,
  LegacyPeriod,
  LegacyPeriodAnalysis,
  LegacyQuizAnalytic,
  LegacyQuizQuestion,
} from '@apogee/contracts/legacy';
import type { HistoryItem, MonthSeries, PeriodScore, PeriodScores } from '@apogee/contracts/quiz';
import type { QuizQuestion } from '../modules/quiz';

/** The text every old quiz sends: it was never measured, so it is not stored as a time. */
export const OLD_FIXED_TIME_TAKEN = '5:30';

/**
 * Seconds from the old `time_taken`: "m:ss", "h:mm:ss" or a number of seconds; the fixed '5:30'
 * and anything unreadable give null (not measured).
 */
export function secondsOfTimeTaken(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const text = value?.trim();
  if (!text || text === OLD_FIXED_TIME_TAKEN) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  if (!/^\d+(:[0-5]\d){1,2}$/.test(text)) return null;
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export function toLegacyQuestion(question: QuizQuestion): LegacyQuizQuestion {
  return {
    _id: question.id,
    question: question.question,
    options: question.options,
    correctAnswer: question.correctOption,
    explanation: question.explanation,
  };
}

export function toLegacyRecord(item: HistoryItem): LegacyAnalyticsRecord {
  return {
    quizId: item.questionId,
    created_at: item.answeredAt,
    question: item.question,
    options: item.options,
    correctAnswer: item.correctOption,
    explanation: item.explanation,
    choose_option: item.chosenOption + 1,
  };
}

function toLegacyPeriod(score: PeriodScore): LegacyPeriod[] {
  return [
    {
      correct_count: score.correct,
      wrong_count: score.wrong,
      total_count: score.total,
      correct_percentage: score.percentage,
    },
  ];
}

export function toLegacyPeriods(scores: PeriodScores): LegacyPeriodAnalysis {
  return {
    currentDay: toLegacyPeriod(scores.currentDay),
    currentWeek: toLegacyPeriod(scores.currentWeek),
    currentMonth: toLegacyPeriod(scores.currentMonth),
    currentYear: toLegacyPeriod(scores.currentYear),
  };
}

export function toLegacyAnalytic(
  month: MonthSeries,
  overall: { correct: number; wrong: number },
): LegacyQuizAnalytic {
  return {
    dailyResults: month.days.map((d) => ({
      day: d.day,
      correct_count: d.correct,
      wrong_count: d.wrong,
    })),
    totalResult: [overall.correct, overall.wrong],
  };
}
