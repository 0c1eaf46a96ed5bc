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
import { tokenColour, useTheme } from '@/components/theme/use-theme';

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

/**
 * The charts' colours, read from the theme's tokens (tokens.css) when they render: a canvas
 * does not follow CSS, so the charts render again when the theme changes (useTheme).
 */
function useChartColours() {
  useTheme();
  return {
    correct: tokenColour('--color-chart-1'),
    wrong: tokenColour('--color-chart-2'),
    text: tokenColour('--color-chart-text'),
    grid: tokenColour('--color-chart-grid'),
    surface: tokenColour('--color-surface'),
  };
}

/** "Current Month Analytics": one point per day, correct and wrong answers. 320 px high. */
export function MonthChart({ series }: { series: MonthSeries }) {
  const colours = useChartColours();
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
              borderColor: colours.correct,
              backgroundColor: colours.correct,
              cubicInterpolationMode: 'monotone',
            },
            {
              label: 'Wrong Answer',
              data: series.days.map((d) => d.wrong),
              borderColor: colours.wrong,
              backgroundColor: colours.wrong,
              cubicInterpolationMode: 'monotone',
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          responsive: true,
          color: colours.text,
          scales: {
            x: { ticks: { color: colours.text }, grid: { color: colours.grid } },
            y: {
              beginAtZero: true,
              ticks: { precision: 0, color: colours.text },
              grid: { color: colours.grid },
            },
          },
          plugins: { legend: { position: 'bottom', labels: { color: colours.text } } },
        }}
      />
    </div>
  );
}

/** The dataset names, one per slice (docs/product/quiz.md). */
const DATASET_NAMES = ['Correct Answers', 'Wrong Answer'];

/** "Overall": correct against wrong, cutout 80 %, radius 75 %, legend at the bottom. */
export function OverallDoughnut({ correct, wrong }: { correct: number; wrong: number }) {
  const colours = useChartColours();
  return (
    <div className="quiz-chart quiz-chart--overall">
      <Doughnut
        role="img"
        aria-label={`Overall: ${correct} correct, ${wrong} wrong.`}
        data={{
          labels: ['Correct Question', 'Wrong Question'],
          datasets: [
            {
              label: 'Overall',
              data: [correct, wrong],
              backgroundColor: [colours.correct, colours.wrong],
              borderColor: colours.surface,
            },
          ],
        }}
        options={{
          cutout: '80%',
          radius: '75%',
          maintainAspectRatio: false,
          color: colours.text,
          plugins: {
            legend: { position: 'bottom', labels: { color: colours.text } },
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
