/**
 * Telling the person it is their turn when they are not looking: while the page is hidden (another
 * tab, another window), the tab's title and icon say so; and a short sound, unless they muted it
 * (remembered in this browser).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';

const SOUND = 'dominoes.sound';
const ICON = '/favicon.svg';
const TURN_ICON = '/favicon-turn.svg';

export function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND) !== 'off';
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(SOUND, on ? 'on' : 'off');
  } catch {}
}

/** Whether the page is hidden, kept current. */
function useHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const on = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return hidden;
}

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && !link.href.endsWith(href)) link.href = href;
}

let audio: AudioContext | null = null;

/**
 * The sound's player, made at the person's first press on the page: a browser lets a page play
 * sound only after a gesture, and a turn may come while the page is hidden.
 */
function unlockAudio(): void {
  if (audio || typeof AudioContext === 'undefined') return;
  try {
    audio = new AudioContext();
  } catch {
    audio = null;
  }
}

/** Two short soft notes. */
function chime(): void {
  const ctx = audio;
  if (!ctx) return;
  void ctx.resume().catch(() => {});
  const start = ctx.currentTime + 0.02;
  [660, 880].forEach((hz, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = hz;
    osc.type = 'sine';
    const t = start + i * 0.14;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.18, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.22);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.25);
  });
}

/**
 * The tab's title ("<title> · Dominoes"; "Your turn · …" and the turn icon while hidden on your
 * turn), and the sound when your turn comes while the page is hidden or after a wait of
 * `quietMs` (another person's move, not a computer's instant reply).
 */
export function useTurnAlert(title: string, yourTurn: boolean, sound: boolean, quietMs = 4000): void {
  const hidden = useHidden();
  const alerting = yourTurn && hidden;
  useEffect(() => {
    const titled = t('nav.titleSuffix', { title });
    document.title = alerting ? `${t('table.yourTurnTitle')} · ${titled}` : titled;
    setIcon(alerting ? TURN_ICON : ICON);
  }, [title, alerting]);
  useEffect(() => () => setIcon(ICON), []);

  useEffect(() => {
    addEventListener('pointerdown', unlockAudio, { once: true });
    addEventListener('keydown', unlockAudio, { once: true });
    return () => {
      removeEventListener('pointerdown', unlockAudio);
      removeEventListener('keydown', unlockAudio);
    };
  }, []);

  const waitingSince = useRef(performance.now());
  useEffect(() => {
    if (!yourTurn) {
      waitingSince.current = performance.now();
      return;
    }
    const waited = performance.now() - waitingSince.current;
    if (sound && (document.visibilityState === 'hidden' || waited >= quietMs)) chime();
  }, [yourTurn]);
}
