/*
 * The part of the d3 submodules this bundle uses. The project has no @types/d3-* packages;
 * replace this file with them (@types/d3-scale, -shape, -array, -time-format) once added.
 */
declare module 'd3-scale' {
  export interface ScaleLinear {
    (value: number): number;
    domain(): number[];
    domain(domain: readonly number[]): ScaleLinear;
    range(): number[];
    range(range: readonly number[]): ScaleLinear;
    nice(count?: number): ScaleLinear;
    ticks(count?: number): number[];
    invert(value: number): number;
  }
  export interface ScaleTime {
    (value: Date | number): number;
    domain(): Date[];
    domain(domain: readonly (Date | number)[]): ScaleTime;
    range(): number[];
    range(range: readonly number[]): ScaleTime;
    ticks(count?: number): Date[];
    tickFormat(count?: number, specifier?: string): (date: Date) => string;
    invert(value: number): Date;
  }
  export function scaleLinear(): ScaleLinear;
  export function scaleTime(): ScaleTime;
}

declare module 'd3-shape' {
  export type CurveFactory = (context: unknown) => unknown;
  export const curveLinear: CurveFactory;
  export const curveMonotoneX: CurveFactory;
  export interface Line<T> {
    (data: Iterable<T>): string | null | void;
    x(x: (d: T, i: number) => number): Line<T>;
    y(y: (d: T, i: number) => number): Line<T>;
    curve(curve: CurveFactory): Line<T>;
    context(context: CanvasRenderingContext2D | null): Line<T>;
  }
  export interface Area<T> {
    (data: Iterable<T>): string | null | void;
    x(x: (d: T, i: number) => number): Area<T>;
    y0(y: number | ((d: T, i: number) => number)): Area<T>;
    y1(y: (d: T, i: number) => number): Area<T>;
    curve(curve: CurveFactory): Area<T>;
    context(context: CanvasRenderingContext2D | null): Area<T>;
  }
  export function line<T>(): Line<T>;
  export function area<T>(): Area<T>;
}

declare module 'd3-array' {
  export function tickStep(start: number, stop: number, count: number): number;
}

declare module 'd3-time-format' {
  export function timeFormat(specifier: string): (date: Date) => string;
}
