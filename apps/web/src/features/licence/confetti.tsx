import { useEffect, useRef } from 'react';

const pieceCount = 120;
const durationMilliseconds = 3500;
const colours = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#a855f7', '#ec4899'];

interface Piece {
  x: number;
  y: number;
  speedX: number;
  speedY: number;
  spin: number;
  angle: number;
  size: number;
  colour: string;
}

function makePieces(width: number): Piece[] {
  return Array.from({ length: pieceCount }, (_, index) => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 200,
    speedX: (Math.random() - 0.5) * 2.5,
    speedY: 2 + Math.random() * 3,
    spin: (Math.random() - 0.5) * 0.3,
    angle: Math.random() * Math.PI,
    size: 6 + Math.random() * 6,
    colour: colours[index % colours.length] ?? '#3b82f6',
  }));
}

/**
 * Purchase-success confetti (spec §2) on a canvas over the dialog, for 3.5 s; nothing is drawn for
 * people who ask their system for reduced motion. Decoration only: hidden from assistive technology.
 */
export function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    canvas.width = canvas.clientWidth;
    canvas.height = canvas.clientHeight;
    const pieces = makePieces(canvas.width);
    const startedAt = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (now - startedAt > durationMilliseconds) return;
      for (const piece of pieces) {
        piece.x += piece.speedX;
        piece.y += piece.speedY;
        piece.angle += piece.spin;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, []);
  return <canvas ref={canvasRef} className="licence-confetti" aria-hidden="true" />;
}
