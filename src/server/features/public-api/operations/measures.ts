import { LodgedMeasure } from '@/shared/public-api/responses';
import { MeasureBody, MeasurePath, putMeasure } from '../measure-put';
import { defineOperation } from '../operation';

export const measureOperations = [
  defineOperation({
    method: 'PUT',
    path: '/measures/{umr}',
    operationId: 'putLodgedMeasure',
    summary: 'Create or update a lodged measure by its UMR',
    description:
      'The fields and rules of the measures import (dates as YYYY-MM-DD or DD/MM/YYYY); the work type, funding scheme and installer are named as in an import. Answers `created: true` for a new measure. The same UMR again updates it.',
    tag: 'Lodged measures',
    requires: 'data:import',
    creates: true,
    params: MeasurePath,
    body: MeasureBody,
    response: LodgedMeasure,
    handler: ({ ctx, params, body }) => putMeasure(ctx, params.umr, body),
  }),
];
