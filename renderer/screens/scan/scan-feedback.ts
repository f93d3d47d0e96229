/*
 * Feedback a packer notices without looking: a short high tone for a new label, two middle notes for
 * a reprint (an old label: no new parcel), a low double buzz for a refusal (Web Audio, no sound files), and
 * optionally the result spoken (speechSynthesis).
 */

let context: AudioContext | null = null;
const audio = (): AudioContext | null => {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
};

const beep = (ctx: AudioContext, start: number, freq: number, ms: number, type: OscillatorType) => {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + ms / 1000);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + ms / 1000 + 0.02);
};

/** `count`: one goods of a pack check matched (a short blip, quieter than a label's tone). */
export type Tone = 'success' | 'reprint' | 'error' | 'count';

export const playTone = (tone: Tone): void => {
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime;
  if (tone === 'success') beep(ctx, t, 1320, 120, 'sine');
  else if (tone === 'count') beep(ctx, t, 990, 50, 'sine');
  else if (tone === 'reprint') {
    beep(ctx, t, 660, 90, 'triangle');
    beep(ctx, t + 0.14, 660, 90, 'triangle');
  } else {
    beep(ctx, t, 220, 160, 'square');
    beep(ctx, t + 0.22, 180, 220, 'square');
  }
};

export const speak = (text: string, lang: string): void => {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
  synth.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.lang = lang;
  u.rate = 1.2;
  synth.speak(u);
};
