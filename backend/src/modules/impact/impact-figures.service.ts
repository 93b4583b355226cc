import { Injectable } from '@nestjs/common';
import type { ImpactMode } from '@troc/shared';
import type { ChosenModelsCo2, Co2Estimate } from '../tracker/index.js';
import type { ImpactChoice } from './entities/impact-choice.entity.js';
import type { ImpactModel } from './entities/impact-model.entity.js';
import { carbonOf, carbonPerUnit, inputQuantity } from './impact-rules.js';
import { toCo2Source } from './impact.mapper.js';
import { ImpactQueries } from './impact.queries.js';

export interface ChosenFigure {
  choices: { choice: ImpactChoice; model: ImpactModel; perUnit: number | null }[];
  /** The carbon impact response's number. */
  carbone: number | null;
  /** Whose choices these are: the subject's own, or (an exchange without any) its listing's. */
  from: 'subject' | 'listing' | null;
}

/**
 * The figures of the chosen models: the carbon modal's « carbone » and a completed exchange's
 * CO2 (the tracker module calls it through its ChosenModelsCo2 interface). The aggregations of
 * the carbon pages will live beside it.
 */
@Injectable()
export class ImpactFigures implements ChosenModelsCo2 {
  constructor(private readonly queries: ImpactQueries) {}

  async figure(subject: {
    mode: ImpactMode;
    id: number;
    trocId: number | null;
    weightGrams: number | null;
    requestedQuantity: number | null;
  }): Promise<ChosenFigure> {
    let from: ChosenFigure['from'] = 'subject';
    let chosen = await this.queries.choicesOf(subject.mode, subject.id);
    if (chosen.length === 0 && subject.mode === 'tracker' && subject.trocId !== null) {
      chosen = await this.queries.choicesOf('troc', subject.trocId);
      from = 'listing';
    }
    if (chosen.length === 0) return { choices: [], carbone: null, from: null };
    const choices = chosen.map(({ choice, model }) => ({
      choice,
      model,
      perUnit: carbonPerUnit(model, choice.values, subject.weightGrams),
    }));
    const carbone = carbonOf(
      choices.map((c) => c.perUnit),
      subject.mode,
      subject.requestedQuantity,
    );
    return { choices, carbone, from };
  }

  /** A completed exchange's CO2 from its chosen models (or its listing's); undefined when none. */
  async estimate(
    tracker: { id: number; trocId: number; requestedQuantity: number; weightGrams: number | null },
    troc: { id: number; weightGrams: number | null } | undefined,
  ): Promise<Co2Estimate | null | undefined> {
    const found = await this.figure({
      mode: 'tracker',
      id: tracker.id,
      trocId: troc?.id ?? tracker.trocId,
      weightGrams: tracker.weightGrams ?? troc?.weightGrams ?? null,
      requestedQuantity: tracker.requestedQuantity,
    });
    if (found.from === null) return undefined;
    if (found.carbone === null) return null;
    const weight = tracker.weightGrams ?? troc?.weightGrams ?? null;
    return {
      grams: Math.round(found.carbone * 1000),
      sources: found.choices.map(({ choice, model, perUnit }) =>
        toCo2Source(model, perUnit!, inputQuantity(model, 0, choice.values, weight) ?? 0),
      ),
    };
  }
}
