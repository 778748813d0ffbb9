/** Draws one point marker of flot's shapes (`showPointShape`); unknown shapes are circles. */
export function drawPoint(g: CanvasRenderingContext2D, shape: string, x: number, y: number, radius: number): void {
  g.beginPath();
  switch (shape) {
    case 'square':
      g.rect(x - radius, y - radius, radius * 2, radius * 2);
      break;
    case 'diamond':
      g.moveTo(x, y - radius); g.lineTo(x + radius, y); g.lineTo(x, y + radius); g.lineTo(x - radius, y);
      g.closePath();
      break;
    case 'triangle':
      g.moveTo(x, y - radius); g.lineTo(x + radius, y + radius); g.lineTo(x - radius, y + radius);
      g.closePath();
      break;
    case 'cross':
      g.moveTo(x - radius, y - radius); g.lineTo(x + radius, y + radius);
      g.moveTo(x + radius, y - radius); g.lineTo(x - radius, y + radius);
      g.stroke();
      return;
    default:
      g.arc(x, y, radius, 0, Math.PI * 2);
  }
  g.fill();
}
