import { isUsableCarrier } from '../../../shared/api/carriers';
import {
  WaybillFetchRequestSchema,
  type WaybillFetchResult,
} from '../../../shared/api/schemas/waybill-fetch';
import { describeIssue } from '../../../shared/api/validation';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import type { ParsedIn } from '../../../shared/ipc/contract';
import { DeskError, isDeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { GatewayService } from '../gateway';
import { isClaimRefused, isDeskNameLost, type Ledger, type StoredWaybill } from '../ledger';
import { requireSetting } from '../settings';
import type { SettingsService } from '../settings';
import { claimRefusalError, deskNameLostMessage } from './claim-refusal';
import { buildFetchRequest, inputFieldOf, newObjectIds } from './fetch-request';
import { issuedCount, issuedFrom } from './issued-waybills';
import { isLedgerAway, type AnswerRecorder } from './answer-recorder';
import { recordAnswer, settleFailure } from './fetch-settlement';
import { keptWaybills } from './kept-waybills';
import { planParcels, type Parcel } from './parcels';

/*
 * waybills.fetch: every waybill is paid for and a repeat issues a new one (W11). So: validate the whole request
 * before anything is written, claim the orders and write the intent BEFORE the gateway is called (the ledger
 * refuses orders being fetched, holding a live waybill or an unknown outcome), and record what it issued BEFORE
 * returning. A lost answer is never re-sent. One waybill per parcel: an order of its own, or a merge group of one
 * receiver's orders, whose one waybill the ledger maps to every order of the group.
 */

export type FetchInput = ParsedIn<'waybills.fetch'>;

export interface WaybillFetchDeps {
  settings: SettingsService;
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
  log?: (message: string, error: unknown) => void;
  /** Keeps answers the ledger cannot take now on the desk's disk, and records them later (default: none). */
  recorder?: AnswerRecorder;
  /** This desk's name, on the waybills the journal keeps. */
  desk?: string;
}

export interface WaybillFetch {
  fetch(input: FetchInput): Promise<WaybillFetchOutcome>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** SQLite's words for a full disk (SQLITE_FULL), whatever the wrapper. */
const DISK_FULL = /database or disk is full|SQLITE_FULL|ENOSPC/i;

/** The intent could not be written: nothing was sent, so nothing was charged; say so in plain words. */
const intentNotWritten = (error: unknown): DeskError =>
  new DeskError(
    DISK_FULL.test(messageOf(error)) ? 'disk-full' : 'internal',
    `The desk could not write the fetch down before sending it (${messageOf(error)}), so nothing was sent and ` +
      'nothing was charged.',
  );

const outcomeOf = (
  intentId: number,
  parcels: Parcel[],
  objectIds: string[],
  stored: StoredWaybill[],
  charged: number,
): WaybillFetchOutcome => {
  const byObject = new Map(stored.map((w) => [w.objectId, w]));
  return {
    intentId,
    // What the answer says it cost; the gateway service has recorded it (one place for every charge).
    charged,
    results: parcels.map((parcel, i): WaybillFetchOutcome['results'][number] => {
      const objectId = objectIds[i] ?? '';
      const orderSns = parcel.orders.map((o) => o.order_sn);
      const named = { orderSn: orderSns[0] ?? '', orderSns, objectId };
      const waybill = byObject.get(objectId);
      return waybill
        ? {
            ...named,
            ok: true,
            waybillId: waybill.id,
            waybillCode: waybill.waybillCode,
            parentWaybillCode: waybill.parentWaybillCode,
          }
        : { ...named, ok: false, error: 'the gateway issued no waybill for this order' };
    }),
  };
};

export const createWaybillFetch = (deps: WaybillFetchDeps): WaybillFetch => {
  const { settings: settingsService, ledger, gateway, emit } = deps;
  const log = deps.log ?? ((message, error) => console.error(`desk: ${message}`, error));
  const settling = { ledger, recorder: deps.recorder, log };
  const changed = (orderSns: string[], waybillIds: number[]) => {
    emit('changed', { topic: 'ledger', keys: { orderSns, waybillIds } });
    // A fetch opens an intent (or closes it once the outcome is recorded).
    emit('changed', { topic: 'intents' });
  };

  /** Everything is checked before the intent: a refused fetch costs nothing and leaves no trace. */
  const prepare = async (input: FetchInput) => {
    // First: a fetch whose answer could not be recorded is refused while it still costs nothing.
    gateway.ensureRoom();
    const settings = settingsService.get();
    const shopId = requireSetting(settings, 'shopId');
    const ownerId = requireSetting(settings, 'ownerId');
    requireSetting(settings, 'merchantUserId');
    requireSetting(settings, 'orderChannelsType');
    // W10: a carrier the gateway does not know is refused there only after the intent; refuse it here, by name.
    if (!isUsableCarrier(input.cpCode, settings.extraCarriers)) {
      throw new DeskError(
        'invalid-request',
        `cpCode: ${input.cpCode} is not a carrier this desk knows; add it in Settings if your gateway does`,
        { field: 'cpCode' },
      );
    }
    const snapshots = await ledger.getOrderSnapshots(ownerId, input.orderSns);
    const missing = input.orderSns.filter((sn) => !snapshots.has(sn));
    if (missing.length > 0) {
      throw new DeskError('not-found', `Not on the Orders screen yet (reload it): ${missing.join(', ')}.`, {
        field: 'orderSns',
      });
    }
    // Merge groups of one receiver, awaiting shipment; other orders not awaiting only when confirmed.
    const parcels = planParcels(input, snapshots, ownerId);
    const objectIds = newObjectIds(parcels.length);
    const request = buildFetchRequest(parcels, objectIds, input, settings);
    const checked = WaybillFetchRequestSchema.safeParse(request);
    if (!checked.success) {
      const { path, message } = describeIssue(checked.error);
      const field = inputFieldOf(path, parcels);
      throw new DeskError('invalid-request', `${field}: ${message} (${path})`, { field });
    }
    return { shopId, ownerId, parcels, objectIds, request };
  };

  /** Paid for but not recorded (disk full, a clashing code): the seller must hear that waybills were issued. */
  const notRecorded = async (
    intentId: number,
    result: WaybillFetchResult,
    error: unknown,
    kept: boolean,
  ): Promise<DeskError> => {
    // The ledger's own refusal says "nothing was sent": here the gateway was paid, so only the cause is told.
    const reason = isLedgerAway(error) ? 'the ledger could not be reached' : messageOf(error);
    try {
      await ledger.markFetchIntentUnknown(intentId, `answer received but not recorded: ${reason}`);
    } catch (markError) {
      log(`fetch intent ${intentId} could not be marked unknown`, markError);
    }
    const issued = issuedCount(result);
    return new DeskError(
      'not-recorded',
      `The gateway issued ${issued} waybill(s) and charged for them, but the desk could not record them ` +
        `(${reason}). The fetch stays open as "outcome unknown": do not fetch these orders again before ` +
        'checking their waybills with the carrier.' +
        (kept
          ? ' The desk keeps their codes and print data on its disk and records them once the ledger can.'
          : ''),
      { issued },
    );
  };

  return {
    async fetch(input) {
      const { shopId, ownerId, parcels, objectIds, request } = await prepare(input);
      let intentId: number;
      try {
        intentId = await ledger.openFetchIntent(
          {
            shopId,
            ownerId,
            cpCode: input.cpCode,
            // Every order of a merge group is claimed with its one entry.
            entries: parcels.map((parcel, i) => {
              const orderSns = parcel.orders.map((o) => o.order_sn);
              return { objectId: objectIds[i] ?? '', orderSn: orderSns[0] ?? '', orderSns };
            }),
            request,
          },
          { confirmDuplicate: input.confirmDuplicate },
        );
      } catch (error) {
        if (isDeskError(error)) throw error; // e.g. the shared ledger's server is away: said as such
        if (isDeskNameLost(error)) {
          throw new DeskError(
            'invalid-request',
            deskNameLostMessage(settingsService.get().language, error.desk),
            {
              field: 'deskName',
            },
          );
        }
        throw isClaimRefused(error) ? claimRefusalError(error) : intentNotWritten(error);
      }
      changed(input.orderSns, []);

      let result: WaybillFetchResult;
      try {
        result = await gateway.call('fetchWaybills', request);
      } catch (error) {
        await settleFailure(settling, intentId, error);
        changed(input.orderSns, []);
        throw error;
      }

      const parcelOfObject = new Map(parcels.map((parcel, i) => [objectIds[i] ?? '', parcel]));
      const answer = {
        kind: 'issued' as const,
        intentId,
        issued: issuedFrom(result, parcelOfObject),
        cpCode: input.cpCode,
        shopId,
        ownerId,
        desk: deps.desk ?? '',
        at: Date.now(),
      };
      const recorded = await recordAnswer(settling, answer);
      if (recorded.kind === 'refused') {
        const refusal = await notRecorded(intentId, result, recorded.error, recorded.kept);
        changed(input.orderSns, []);
        throw refusal;
      }
      const stored = recorded.kind === 'recorded' ? recorded.stored : keptWaybills(answer);
      changed(input.orderSns, recorded.kind === 'recorded' ? stored.map((w) => w.id) : []);
      const outcome = outcomeOf(intentId, parcels, objectIds, stored, result.withholding_money);
      // Issued and charged, kept on this desk's disk; recorded by itself once the ledger is back.
      return recorded.kind === 'kept' ? { ...outcome, recordLater: answer.issued.length } : outcome;
    },
  };
};
