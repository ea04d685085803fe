/**
 * The early script: a tiny bundle of its own that index.html runs as soon as it arrives (async), before
 * the portal's code has downloaded. On a cold load of a signed-in page it starts the page's first API
 * requests, so their answers are there when the page first renders instead of one round trip after it.
 * The portal's API client takes them (early-answers.ts); a request nobody takes is dropped.
 */
import type { EarlyAnswers } from './early-answers.ts';
import table from 'virtual:landing-requests';
import { landingRequests } from './landing-requests.ts';

/** lib/storage.ts's STORAGE_KEYS.token (not imported: this bundle stays a few hundred bytes). */
const TOKEN_KEY = 'portal.token';

function start() {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return;
  }
  const urls = landingRequests(table, window.location.pathname, window.location.search);
  if (!token || urls.length === 0) return;
  const authorization = `Bearer ${token}`;
  const headers = { accept: 'application/json', authorization };
  const early: EarlyAnswers = { authorization, at: Date.now(), answers: new Map() };
  for (const url of urls)
    early.answers.set(
      url,
      fetch(url, { headers }).catch(() => null),
    );
  window.__portalEarlyAnswers = early;
}

start();
