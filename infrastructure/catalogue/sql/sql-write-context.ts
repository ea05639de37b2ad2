import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../application/ports/clock';
import type { Site } from '../../../domain/site/site';
import type { MailComposer } from '../mail/mail-composer';
import type { SqlSiteContext } from './sql-estate-catalogue';

/** What the write adapters need beyond reading: the mails to queue, the time, unguessable ids. */
export interface SqlWriteContext extends Pick<SqlSiteContext, 'db' | 'dialect' | 'siteId'> {
  readonly mails: MailComposer;
  readonly clock: Clock;
}

/** 192 random bits, URL-safe: tokens and ids that cannot be guessed or enumerated. */
export const unguessableId = (): string => randomBytes(24).toString('base64url');

export async function loadSite(ctx: Pick<SqlWriteContext, 'db' | 'siteId'>): Promise<Site> {
  const row = await ctx.db.selectFrom('sites').select('document').where('id', '=', ctx.siteId).executeTakeFirstOrThrow();
  return JSON.parse(row.document) as Site;
}
