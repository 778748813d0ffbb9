import type { SandboxWidgetContext } from './widgetCtx';

/** Compiles the controller; injectable so tests need no eval policy. */
export type CompileController = (body: string) => new (ctx: SandboxWidgetContext) => Record<string, unknown>;

// ThingsBoard's loader: the script is the body of a constructor taking ctx, with `self` the instance.
export const compileWithFunction: CompileController = (body) =>
  new Function(`return function WidgetTypeInstance(ctx) {\nvar self = this;\nself.ctx = ctx;\n\n${body}\n};`)() as ReturnType<CompileController>;
