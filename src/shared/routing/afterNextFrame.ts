/**
 * Runs `callback` once the next frame has been drawn (an animation frame, then a task): the steps of
 * firstScreen.ts. Returns what cancels it, for an effect's cleanup.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
