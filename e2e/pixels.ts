import type { Page } from '@playwright/test';

/**
 * Pixels that differ between two screenshots, compared in the page (decoded by the browser): a
 * channel more than 4 levels apart. Two renderings of the same rounded corner may differ by one
 * level in its anti-aliasing (seen: 22 such pixels on a form's five inputs, every one 1 level off).
 */
export async function differingPixels(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4)
        if ([0, 1, 2].some((channel) => Math.abs(x.data[i + channel]! - y.data[i + channel]!) > 4)) count += 1;
      return count;
    },
    [first.toString('base64'), second.toString('base64')],
  );
}
