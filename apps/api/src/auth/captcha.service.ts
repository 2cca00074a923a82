import type { Captcha } from '@portal/contracts';
import { eq, lt } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../common/clock';
import { captchas, type Database } from '../database';
import { captchaDataUrl, randomCaptchaText, renderCaptchaSvg } from './captcha-image';

export const captchaLifetimeSeconds = 120;

const answerHash = (answer: string): string =>
  createHash('sha256').update(answer.trim().toUpperCase()).digest('hex');

export interface CaptchaOptions {
  /** An answer every captcha accepts (automated tests only); never honoured in production. */
  readonly testAnswer: string | undefined;
  readonly production: boolean;
}

/**
 * Captchas are kept server side (any instance can check one), expire after two minutes and are
 * deleted by the first attempt that uses them, right or wrong.
 */
export class CaptchaService {
  private readonly testAnswer: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    options: CaptchaOptions,
  ) {
    this.testAnswer = options.production ? undefined : options.testAnswer;
  }

  get testAnswerActive(): boolean {
    return this.testAnswer !== undefined;
  }

  async issue(): Promise<Captcha & { answer: string }> {
    const now = this.clock.now();
    await this.db.delete(captchas).where(lt(captchas.expiresAt, now));
    const answer = randomCaptchaText();
    const captchaId = randomUUID();
    await this.db.insert(captchas).values({
      id: captchaId,
      answerHash: answerHash(answer),
      expiresAt: new Date(now.getTime() + captchaLifetimeSeconds * 1000),
    });
    return {
      captchaId,
      image: captchaDataUrl(renderCaptchaSvg(answer)),
      expiresInSeconds: captchaLifetimeSeconds,
      answer,
    };
  }

  /** True when the captcha exists, has not expired and `answer` matches. Uses it up either way. */
  async consume(captchaId: string, answer: string): Promise<boolean> {
    const rows = await this.db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
    const row = rows[0];
    if (row === undefined) return false;
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return false;
    if (this.testAnswer !== undefined && answer === this.testAnswer) return true;
    return row.answerHash === answerHash(answer);
  }
}
