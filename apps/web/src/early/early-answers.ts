/**
 * Answers started by the early script (start.ts) before the portal's code had loaded, kept on the window:
 * the early script is a bundle of its own, so a module's state would not be shared with the portal's.
 */
export type EarlyAnswers = {
  /** The Authorization header they were asked with. */
  authorization: string;
  /** When they were asked (Date.now()). */
  at: number;
  answers: Map<string, Promise<Response | null>>;
};

declare global {
  interface Window {
    __portalEarlyAnswers?: EarlyAnswers;
  }
}

/** An early answer is used only this soon after it was asked: after that the page asks again. */
export const EARLY_ANSWER_MS = 10_000;

/**
 * The early answer to a GET of `url` asked with the same token, taken once (a body is read once); or
 * undefined, and the caller asks itself.
 */
export function takeEarlyAnswer(url: string, authorization: string): Promise<Response | null> | undefined {
  const early = window.__portalEarlyAnswers;
  if (!early || early.authorization !== authorization) return undefined;
  if (Date.now() - early.at > EARLY_ANSWER_MS) {
    window.__portalEarlyAnswers = undefined;
    return undefined;
  }
  const answer = early.answers.get(url);
  early.answers.delete(url);
  return answer;
}
