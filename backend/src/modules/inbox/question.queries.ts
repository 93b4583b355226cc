import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Question } from './entities/question.entity.js';

/** The public questions' reads and writes. */
@Injectable()
export class QuestionQueries {
  constructor(@InjectRepository(Question) private readonly questions: Repository<Question>) {}

  byId(id: number): Promise<Question | null> {
    return this.questions.findOneBy({ id });
  }

  insert(question: Pick<Question, 'trocId' | 'userId' | 'content'>): Promise<Question> {
    return this.questions.save(
      this.questions.create({ ...question, publicAnswer: null, answerUserId: null, answeredAt: null, masked: false }),
    );
  }

  async update(manager: EntityManager | null, id: number, fields: Partial<Question>): Promise<void> {
    await (manager ? manager.getRepository(Question) : this.questions).update({ id }, fields);
  }

  /** A listing's questions, oldest first; the public only gets the answered, unmasked ones. */
  ofTroc(trocId: number, publicOnly: boolean): Promise<Question[]> {
    const qb = this.questions.createQueryBuilder('q').where('q.trocId = :trocId', { trocId });
    if (publicOnly) qb.andWhere('q.publicAnswer IS NOT NULL AND q.masked = 0');
    return qb.orderBy('q.id', 'ASC').getMany();
  }

  /** The questions on the given listings, unanswered first, then the latest. */
  async onTrocs(trocIds: readonly number[], page: number, size: number): Promise<{ rows: Question[]; total: number }> {
    if (!trocIds.length) return { rows: [], total: 0 };
    const [rows, total] = await this.questions
      .createQueryBuilder('q')
      .where('q.trocId IN (:...ids)', { ids: [...trocIds] })
      .orderBy('CASE WHEN q.publicAnswer IS NULL THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('q.id', 'DESC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return { rows, total };
  }
}
