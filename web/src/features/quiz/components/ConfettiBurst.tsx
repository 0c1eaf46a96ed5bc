import ReactConfetti from 'react-confetti';

const COLOURS = ['#e4572e', '#1f4fb8', '#f2c14e', '#1d7a45', '#7b5ea7'];

/** One burst thrown up from the middle of the screen; `Confetti` removes it after 3 s. */
export default function ConfettiBurst({ pieces }: { pieces: number }) {
  const width = window.innerWidth;
  const height = window.innerHeight;
  return (
    <ReactConfetti
      className="quiz-confetti"
      aria-hidden="true"
      width={width}
      height={height}
      numberOfPieces={pieces}
      recycle={false}
      colors={COLOURS}
      gravity={0.3}
      initialVelocityX={7}
      initialVelocityY={{ min: 4, max: 18 }}
      // Every piece is thrown in the first half second, so all of them fall within the 3 s.
      tweenDuration={500}
      confettiSource={{ x: width * 0.35, y: height * 0.35, w: width * 0.3, h: 0 }}
    />
  );
}
