import type { MonthSeries } from '@apogee/contracts/quiz';
import {
  ArcElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Doughnut, Line } from 'react-chartjs-2';

// Only what these two charts use, so the lazily loaded chunk stays small.
ChartJS.register(
  ArcElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);

const ORANGE = '#e4572e';
const BLUE = '#1f4fb8';

/** "Current Month Analytics": one point per day, correct and wrong answers. 320 px high. */
export function MonthChart({ series }: { series: MonthSeries }) {
  const total = series.days.reduce((sum, d) => sum + d.correct + d.wrong, 0);
  return (
    <div className="quiz-chart quiz-chart--month" style={{ height: 320 }}>
      <Line
        role="img"
        aria-label={`Answers per day this month: ${total} in all.`}
        data={{
          labels: series.days.map((d) => String(d.day)),
          datasets: [
            {
              label: 'Correct Answers',
              data: series.days.map((d) => d.correct),
              borderColor: ORANGE,
              backgroundColor: ORANGE,
              cubicInterpolationMode: 'monotone',
            },
            {
              label: 'Wrong Answer',
              data: series.days.map((d) => d.wrong),
              borderColor: BLUE,
              backgroundColor: BLUE,
              cubicInterpolationMode: 'monotone',
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          responsive: true,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          plugins: { legend: { position: 'bottom' } },
        }}
      />
    </div>
  );
}

/** The dataset names, one per slice (docs/product/quiz.md). */
const DATASET_NAMES = ['Correct Answers', 'Wrong Answer'];

/** "Overall": correct against wrong, cutout 80 %, radius 75 %, legend at the bottom. */
export function OverallDoughnut({ correct, wrong }: { correct: number; wrong: number }) {
  return (
    <div className="quiz-chart quiz-chart--overall">
      <Doughnut
        role="img"
        aria-label={`Overall: ${correct} correct, ${wrong} wrong.`}
        data={{
          labels: ['Correct Question', 'Wrong Question'],
          datasets: [{ label: 'Overall', data: [correct, wrong], backgroundColor: [ORANGE, BLUE] }],
        }}
        options={{
          cutout: '80%',
          radius: '75%',
          maintainAspectRatio: false,
          plugins: {
            legend: { position: 'bottom' },
            tooltip: {
              callbacks: {
                label: (item) => `${DATASET_NAMES[item.dataIndex] ?? ''}: ${String(item.raw)}`,
              },
            },
          },
        }}
      />
    </div>
  );
}
