import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The confirm step's next thing to do: the first row that still has errors, else Save. Chosen from the rows'
 * state, not the screen: the table draws new rows a little later, and its old rows may still show errors.
 */
function nextTarget(errorsLeft: boolean): HTMLElement | null {
  return errorsLeft
    ? document.querySelector<HTMLElement>(
        'table[aria-label="Pending Products"] tr.row-error button[aria-label^="Edit "]',
      )
    : document.querySelector<HTMLElement>('[data-bulk-next="save"]:not(:disabled)');
}

/** How many frames to wait for the rows, which the table draws a little after the page. */
const MAX_FRAMES = 30;

/**
 * Moves the focus to the next thing to do once the page has drawn what changed (after the file is read,
 * a row updated, categories created): never left on the page's <body> when a dialog or a button it was on
 * goes away. Runs after the dialog's own focus return, which would land on a row that may have moved.
 */
export function useFocusNext(errorsLeft: boolean): () => void {
  const [asked, setAsked] = useState(0);
  const errors = useRef(errorsLeft);
  errors.current = errorsLeft;
  useEffect(() => {
    if (!asked) return;
    let frame = 0;
    let id = 0;
    const attempt = () => {
      const target = nextTarget(errors.current);
      if (target) target.focus();
      else if (++frame < MAX_FRAMES) id = requestAnimationFrame(attempt);
    };
    id = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(id);
  }, [asked]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
