/**
 * The map's pictures as the engine draws them: a pyramid of halves per
 * image (a big image shown small is drawn from a level near its displayed
 * size, far fewer pixels to scale on every redraw) and the dark version of
 * the grey base image.
 */
/**
 * An image and its halves, made on first need: `at(scale)` gives the
 * smallest level that still has at least one pixel per screen pixel at that
 * display scale (screen pixels per image pixel), and the factor to draw it
 * with.
 */
export class ImagePyramid {
  private readonly levels: (CanvasImageSource | null)[];

  constructor(source: CanvasImageSource) {
    this.levels = [source];
  }

  at(scale: number): { image: CanvasImageSource; factor: number } {
    let level = 0;
    while (scale * 2 ** (level + 1) <= 1 && level < MAX_PYRAMID_LEVEL) level += 1;
    for (let i = 1; i <= level; i += 1) {
      if (!this.level(i)) return { image: this.levels[i - 1]!, factor: 2 ** (i - 1) };
    }
    return { image: this.levels[level]!, factor: 2 ** level };
  }

  /** Makes the levels ahead of need, one per task, so a zoom never waits for one. */
  prepareSoon(): void {
    let next = 1;
    const step = () => {
      if (next > MAX_PYRAMID_LEVEL || !this.level(next)) return;
      next += 1;
      setTimeout(step, 0);
    };
    setTimeout(step, 0);
  }

  private level(i: number): CanvasImageSource | null {
    if (this.levels[i] === undefined) this.levels[i] = halve(this.levels[i - 1]);
    return this.levels[i];
  }
}

const MAX_PYRAMID_LEVEL = 3;

function sizeOf(source: CanvasImageSource | null): { width: number; height: number } {
  const image = source as HTMLImageElement | null;
  return { width: Number(image?.naturalWidth ?? image?.width ?? 0), height: Number(image?.naturalHeight ?? image?.height ?? 0) };
}

function halve(source: CanvasImageSource | null): HTMLCanvasElement | null {
  const { width, height } = sizeOf(source);
  if (!source || width < 2 || height < 2) return null;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width / 2);
  canvas.height = Math.ceil(height / 2);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** A dark version of the grey base image: light floor becomes dark, dark walls light. */
export function darken(source: CanvasImageSource): HTMLCanvasElement | null {
  const { width, height } = sizeOf(source);
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0);
  const pixels = ctx.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    // Invert the grey, then lift it a little so the floor is not pure black.
    const grey = 255 - data[i];
    const value = 24 + grey * 0.78;
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value + 6;
  }
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}
