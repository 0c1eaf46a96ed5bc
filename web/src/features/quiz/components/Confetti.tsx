import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/dom/use-scroll-position';
import { CONFETTI_MS, confettiPieces } from '../lib/confetti-count';

const COLOURS = ['#e4572e', '#1f4fb8', '#f2c14e', '#1d7a45', '#7b5ea7'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  colour: string;
}

/**
 * A short burst of confetti over the page (3 s). Decoration only: hidden from assistive
 * technology, never catches clicks, skipped for readers who prefer reduced motion.
 * `burst` changes to start a new burst.
 */
export function Confetti({ burst }: { burst: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!burst || !canvas) return;
    const count = confettiPieces(window.innerWidth, prefersReducedMotion());
    const context = canvas.getContext('2d');
    if (!count || !context) return;
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const pieces: Piece[] = Array.from({ length: count }, () => ({
      x: canvas.width / 2 + (Math.random() - 0.5) * canvas.width * 0.3,
      y: canvas.height * 0.35,
      vx: (Math.random() - 0.5) * 14,
      vy: -Math.random() * 14 - 4,
      size: 6 + Math.random() * 6,
      spin: (Math.random() - 0.5) * 0.3,
      angle: Math.random() * Math.PI,
      colour: COLOURS[Math.floor(Math.random() * COLOURS.length)] ?? '#e4572e',
    }));
    const started = performance.now();
    let frame = requestAnimationFrame(function draw(now) {
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (now - started > CONFETTI_MS) return;
      for (const p of pieces) {
        p.vy += 0.35;
        p.vx *= 0.99;
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.colour;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    });
    return () => {
      cancelAnimationFrame(frame);
      context.clearRect(0, 0, canvas.width, canvas.height);
    };
  }, [burst]);

  return <canvas ref={canvasRef} className="quiz-confetti" aria-hidden="true" />;
}
