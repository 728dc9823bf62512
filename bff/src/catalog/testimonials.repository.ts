import { TestimonialEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

@Injectable()
export class TestimonialsRepository {
  constructor(@InjectRepository(TestimonialEntity) private readonly testimonials: Repository<TestimonialEntity>) {}

  findAll(): Promise<TestimonialEntity[]> {
    return this.testimonials.find({ order: { id: 'ASC' } });
  }
}
