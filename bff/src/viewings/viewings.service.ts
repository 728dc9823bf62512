import {
  addDays,
  closedDaysOf,
  viewingSlots,
  viewingWatchLabel,
  VIEWING_MESSAGES,
  zonedDate,
  zonedTime,
  zoneLabel,
  type AdminViewing,
  type Viewing,
  type ViewingAgenda,
  type ViewingBooked,
  type ViewingCancelled,
  type ViewingRange,
  type ViewingRequest,
  type ViewingSettings,
  type ViewingSlots,
  type ViewingSlotsQuery,
} from '@caliber/contracts';
import { ViewingsRepository, WatchesRepository } from '@caliber/core';
import { ViewingTokens, type ViewingEntity } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { badRequest, conflict, notFound } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ViewingMailQueue } from './viewing-mail-queue.service.js';

const NO_WATCH = { watchId: null, watchBrand: null, watchModel: null, watchReference: null, watchSlug: null };

/** Viewings by appointment (docs/viewings.md): the free slots, bookings, the collector's links and the back office's agenda. */
@Injectable()
export class ViewingsService {
  private readonly tokens: ViewingTokens;
  private readonly timeZone: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly viewings: ViewingsRepository,
    private readonly watches: WatchesRepository,
    private readonly mail: ViewingMailQueue,
  ) {
    this.tokens = new ViewingTokens(config);
    this.timeZone = config.businessTimezone;
  }

  async slots({ from, days }: ViewingSlotsQuery, now = Date.now()): Promise<ViewingSlots> {
    const settings = await this.viewings.settings();
    const taken = await this.viewings.bookedStarts(new Date(zonedTime(from, 0, this.timeZone)), new Date(zonedTime(addDays(from, days), 0, this.timeZone)));
    return {
      timeZone: this.timeZone,
      timeZoneLabel: zoneLabel(this.timeZone, now),
      slotMinutes: settings.slotMinutes,
      slots: viewingSlots(settings, this.timeZone, from, days, now, taken),
    };
  }

  /** One insert decides between two collectors who press at once: the second is answered 409. */
  async book(payload: ViewingRequest): Promise<ViewingBooked> {
    const { startAt, endAt } = await this.slotAt(payload.start);
    const watch = payload.watchId ? await this.watches.findById(payload.watchId) : null;
    if (payload.watchId && !watch) throw notFound(VIEWING_MESSAGES.unknownWatch(payload.watchId));
    const booked = await this.viewings.book({
      startAt,
      endAt,
      name: payload.name.trim(),
      email: payload.email.trim(),
      phone: payload.phone.trim(),
      ...(watch ? { watchId: watch.id, watchBrand: watch.brand, watchModel: watch.model, watchReference: watch.reference, watchSlug: watch.slug } : NO_WATCH),
    });
    if (booked === 'taken') throw conflict(VIEWING_MESSAGES.slotTaken);
    await this.mail.booked(booked, false);
    return { id: booked.id, start: booked.startAt.toISOString(), end: booked.endAt.toISOString() };
  }

  /** The viewing a confirmation e-mail's link names. */
  async find(token: string): Promise<Viewing> {
    return viewingOf(await this.viewingOfToken(token));
  }

  /** Cancelling twice is fine: the second time changes nothing and sends nothing. */
  async cancelByCollector(token: string): Promise<ViewingCancelled> {
    const viewing = await this.viewingOfToken(token);
    const cancelled = await this.viewings.cancel(viewing.id);
    if (cancelled) await this.mail.cancelled(cancelled);
    return { cancelled: true };
  }

  /** Moves the viewing to a free slot: the old reminder dropped, a new confirmation (with its invitation) sent. */
  async reschedule(token: string, start: string): Promise<ViewingBooked> {
    const viewing = await this.viewingOfToken(token);
    const { startAt, endAt } = await this.slotAt(start);
    const moved = await this.viewings.reschedule(viewing.id, startAt, endAt);
    if (moved === 'taken') throw conflict(VIEWING_MESSAGES.slotTaken);
    if (moved === null) throw conflict(VIEWING_MESSAGES.cancelled);
    await this.mail.dropReminder(viewing.id, viewing.startAt);
    await this.mail.booked(moved, true);
    return { id: moved.id, start: moved.startAt.toISOString(), end: moved.endAt.toISOString() };
  }

  /** Today's or this week's (today and the six days after) booked viewings, in the shop's calendar. */
  async agenda(range: ViewingRange, now = Date.now()): Promise<ViewingAgenda> {
    const today = zonedDate(now, this.timeZone);
    const until = addDays(today, range === 'today' ? 1 : 7);
    const rows = await this.viewings.findBooked(new Date(zonedTime(today, 0, this.timeZone)), new Date(zonedTime(until, 0, this.timeZone) - 1));
    return { range, timeZone: this.timeZone, viewings: rows.map(adminViewingOf) };
  }

  /** The operator's cancel: the collector is told by e-mail. */
  async cancelByOperator(id: number): Promise<ViewingCancelled> {
    const cancelled = await this.viewings.cancel(id);
    if (!cancelled) throw notFound(VIEWING_MESSAGES.notFound(id));
    await this.mail.cancelled(cancelled);
    return { cancelled: true };
  }

  settings(): Promise<ViewingSettings> {
    return this.viewings.settings();
  }

  async saveSettings(settings: ViewingSettings): Promise<ViewingSettings> {
    await this.viewings.saveSettings({ ...settings, closedDays: closedDaysOf(settings.closedDays) });
    return this.viewings.settings();
  }

  /** The slot that starts at `start`, if the operator's hours have one there that has not begun; 400 otherwise. */
  private async slotAt(start: string): Promise<{ startAt: Date; endAt: Date }> {
    const time = Date.parse(start);
    const settings = await this.viewings.settings();
    const slot = viewingSlots(settings, this.timeZone, zonedDate(time, this.timeZone), 1, Date.now(), new Set()).find((free) => Date.parse(free.start) === time);
    if (!slot) throw badRequest(VIEWING_MESSAGES.notASlot);
    return { startAt: new Date(slot.start), endAt: new Date(slot.end) };
  }

  private async viewingOfToken(token: string): Promise<ViewingEntity> {
    const id = this.tokens.read(token);
    const viewing = id === null ? null : await this.viewings.findById(id);
    if (!viewing) throw badRequest(VIEWING_MESSAGES.invalidLink);
    return viewing;
  }
}

function viewingOf(viewing: ViewingEntity): Viewing {
  const named = viewing.watchId !== null || viewing.watchBrand !== null;
  return {
    id: viewing.id,
    start: viewing.startAt.toISOString(),
    end: viewing.endAt.toISOString(),
    status: viewing.status,
    watch: named
      ? { id: viewing.watchId, label: viewingWatchLabel({ brand: viewing.watchBrand, model: viewing.watchModel, reference: viewing.watchReference }), slug: viewing.watchId === null ? null : viewing.watchSlug }
      : null,
    name: viewing.name,
  };
}

function adminViewingOf(viewing: ViewingEntity): AdminViewing {
  return { ...viewingOf(viewing), email: viewing.email, phone: viewing.phone, createdAt: viewing.createdAt.toISOString() };
}
