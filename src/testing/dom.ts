/**
 * Elements found by a CSS selector and their text, by a plain DOM walk. Testing Library's role
 * queries compute every element's accessible name and style first, which on a whole antd screen in
 * jsdom takes from seconds to minutes; inside a row or a dialog they stay the better query.
 */
export function allByText(selector: string, text: string | RegExp, root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    const content = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return typeof text === 'string' ? content === text : text.test(content);
  });
}

/** The one element matching, or null. */
export function queryByText(selector: string, text: string | RegExp, root: ParentNode = document): HTMLElement | null {
  return allByText(selector, text, root)[0] ?? null;
}

/** The element matching; throws (failing the test) when there is none. */
export function getByText(selector: string, text: string | RegExp, root: ParentNode = document): HTMLElement {
  const element = queryByText(selector, text, root);
  if (!element) throw new Error(`No ${selector} with the text ${String(text)}`);
  return element;
}
