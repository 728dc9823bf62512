import { DEFAULT_VIEWING_SETTINGS, type ViewingSettings } from '@caliber/contracts';
import { ViewingEntity, ViewingSettingsEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, QueryFailedError, type Repository } from 'typeorm';

/** The unique index that lets one booked viewing hold a start (docs/viewings.md). */
const ONE_VIEWING_PER_SLOT = 'viewings_start_booked_uq';
const SETTINGS_ID = 1;

/** The fields a booking stores; the rest are the database's. */
export type NewViewing = Pick<ViewingEntity, 'startAt' | 'endAt' | 'name' | 'email' | 'phone' | 'watchId' | 'watchBrand' | 'watchModel' | 'watchReference' | 'watchSlug'>;

/** Viewings and the operator's viewing hours: the BFF books and lists them, the worker mails about them. */
@Injectable()
export class ViewingsRepository {
  constructor(
    @InjectRepository(ViewingEntity) private readonly viewings: Repository<ViewingEntity>,
    @InjectRepository(ViewingSettingsEntity) private readonly settingsRows: Repository<ViewingSettingsEntity>,
  ) {}

  /** The operator's settings; the defaults until the operator saves some. */
  async settings(): Promise<ViewingSettings> {
    const row = await this.settingsRows.findOneBy({ id: SETTINGS_ID });
    if (!row) return DEFAULT_VIEWING_SETTINGS;
    return { hours: row.hours, slotMinutes: row.slotMinutes, closedDays: row.closedDays, bookAheadDays: row.bookAheadDays };
  }

  async saveSettings(settings: ViewingSettings): Promise<void> {
    await this.settingsRows.upsert({ id: SETTINGS_ID, ...settings }, ['id']);
  }

  /** The starts (ms) of the booked viewings from `from` until `to`. */
  async bookedStarts(from: Date, to: Date): Promise<Set<number>> {
    const rows = await this.viewings.find({ select: { startAt: true }, where: { status: 'booked', startAt: Between(from, to) } });
    return new Set(rows.map(({ startAt }) => startAt.getTime()));
  }

  /**
   * Books a slot in one insert; 'taken' when another booked viewing holds its start. The unique index
   * decides, so two collectors pressing at the same moment get one viewing and one 'taken'.
   */
  async book(fields: NewViewing): Promise<ViewingEntity | 'taken'> {
    return this.takingSlot(() => this.viewings.save(this.viewings.create(fields)));
  }

  /** Moves a booked viewing to another slot; 'taken' as for {@link book}, null when there is no booked viewing with this id. */
  async reschedule(id: number, startAt: Date, endAt: Date): Promise<ViewingEntity | 'taken' | null> {
    return this.takingSlot(async () => {
      const { affected } = await this.viewings.update({ id, status: 'booked' }, { startAt, endAt });
      return affected ? this.viewings.findOneByOrFail({ id }) : null;
    });
  }

  /** The viewing, cancelled now; null when there is no booked viewing with this id. */
  async cancel(id: number): Promise<ViewingEntity | null> {
    const { affected } = await this.viewings.update({ id, status: 'booked' }, { status: 'cancelled', cancelledAt: new Date() });
    return affected ? this.viewings.findOneBy({ id }) : null;
  }

  findById(id: number): Promise<ViewingEntity | null> {
    return this.viewings.findOneBy({ id });
  }

  /** Booked viewings from `from` until `to`, soonest first. */
  findBooked(from: Date, to: Date): Promise<ViewingEntity[]> {
    return this.viewings.find({ where: { status: 'booked', startAt: Between(from, to) }, order: { startAt: 'ASC' } });
  }

  private async takingSlot<T>(write: () => Promise<T>): Promise<T | 'taken'> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === ONE_VIEWING_PER_SLOT) return 'taken';
      throw error;
    }
  }
}
