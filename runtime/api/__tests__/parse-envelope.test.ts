import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiShapeError, ApiTransportError } from '../api-errors.ts';
import { formatPath, parseData, parseEnvelope } from '../parse-envelope.ts';

const call = { method: 'GET', path: '/rc-pub/front/x' };

describe('parseEnvelope', () => {
  it('reads status, message and data', () => {
    expect(parseEnvelope({ httpStatus: 200, text: '{"status":0,"data":{"a":1}}' }, call)).toEqual({ status: 0, data: { a: 1 } });
    expect(parseEnvelope({ httpStatus: 400, text: '{"status":40000,"message":"bad"}' }, call)).toEqual({ status: 40000, message: 'bad' });
  });

  it('treats message null as no message', () => {
    expect(parseEnvelope({ httpStatus: 200, text: '{"status":0,"message":null,"data":null}' }, call)).toEqual({ status: 0, data: null });
  });

  it('throws ApiTransportError for a body that is not JSON', () => {
    const error = catchError(() => parseEnvelope({ httpStatus: 200, text: '<!doctype html>' }, call));
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).httpStatus).toBe(200);
    expect((error as ApiTransportError).message).toBe('GET /rc-pub/front/x answered HTTP 200 without a JSON body');
  });

  it('throws ApiTransportError for JSON without an envelope on an HTTP error', () => {
    const error = catchError(() => parseEnvelope({ httpStatus: 502, text: '{"error":"bad gateway"}' }, call));
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).httpStatus).toBe(502);
  });

  it('throws ApiShapeError for JSON without an envelope on HTTP 200', () => {
    const error = catchError(() => parseEnvelope({ httpStatus: 200, text: '{"status":"ok"}' }, call));
    expect(error).toBeInstanceOf(ApiShapeError);
    expect((error as ApiShapeError).issues.map((issue) => issue.path)).toEqual(['status']);
  });
});

describe('parseData', () => {
  it('returns the schema output', () => {
    expect(parseData(z.object({ n: z.coerce.number() }), { n: '5' }, call)).toEqual({ n: 5 });
  });

  it('names the failing field under data and the call', () => {
    const error = catchError(() => parseData(z.object({ items: z.array(z.object({ id: z.number() })) }), { items: [{ id: 'x' }] }, call));
    expect(error).toBeInstanceOf(ApiShapeError);
    const shape = error as ApiShapeError;
    expect(shape.issues).toEqual([{ path: 'data.items[0].id', message: 'Invalid input: expected number, received string' }]);
    expect(shape.message).toBe('Unexpected reply from GET /rc-pub/front/x: data.items[0].id: Invalid input: expected number, received string');
    expect(shape.path).toBe('/rc-pub/front/x');
  });
});

describe('formatPath', () => {
  it('writes keys with dots and indexes with brackets', () => {
    expect(formatPath(['data', 'content', 2, 'title'])).toBe('data.content[2].title');
    expect(formatPath([])).toBe('');
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
