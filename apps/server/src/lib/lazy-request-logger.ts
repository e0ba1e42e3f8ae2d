import type { FastifyBaseLogger, LogLevel } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';

/** Fastify's logger is pino, which can tell whether a level is written. */
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: LogLevel): boolean; msgPrefix?: string };

/**
 * A request's logger that makes its pino child only when a line is written at an enabled level.
 *
 * Fastify gives every request a child logger bound to its id. Making one is not free with our
 * redaction: pino runs the wildcard paths (`*.password` …) over the bindings of every child, which
 * was a quarter of the bytes a request allocated and a tenth of the garbage of a provider call
 * (bench/README, "Plans that stay on the keys, and less per request"). A request that writes
 * nothing at an enabled level (most of them, at warn) never pays for it; one that does gets the
 * same child, bindings and redaction as before.
 */
class LazyRequestLogger {
  #child: PinoLike | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly ownBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): PinoLike {
    this.#child ??= this.parent.child(this.ownBindings, this.options) as PinoLike;
    return this.#child;
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  get msgPrefix(): string | undefined {
    return (this.#child ?? this.parent).msgPrefix;
  }

  isLevelEnabled(level: LogLevel): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  fatal(...args: Parameters<FastifyBaseLogger['fatal']>) {
    if (this.isLevelEnabled('fatal')) this.real().fatal(...args);
  }

  error(...args: Parameters<FastifyBaseLogger['error']>) {
    if (this.isLevelEnabled('error')) this.real().error(...args);
  }

  warn(...args: Parameters<FastifyBaseLogger['warn']>) {
    if (this.isLevelEnabled('warn')) this.real().warn(...args);
  }

  info(...args: Parameters<FastifyBaseLogger['info']>) {
    if (this.isLevelEnabled('info')) this.real().info(...args);
  }

  debug(...args: Parameters<FastifyBaseLogger['debug']>) {
    if (this.isLevelEnabled('debug')) this.real().debug(...args);
  }

  trace(...args: Parameters<FastifyBaseLogger['trace']>) {
    if (this.isLevelEnabled('trace')) this.real().trace(...args);
  }

  silent(...args: Parameters<FastifyBaseLogger['silent']>) {
    this.real().silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  // pino's child loggers have these too; Fastify's types do not require them.
  bindings(): Bindings {
    return { ...(this.parent as unknown as { bindings(): Bindings }).bindings(), ...this.ownBindings };
  }
}

const isPino = (logger: FastifyBaseLogger): logger is PinoLike =>
  typeof (logger as Partial<PinoLike>).isLevelEnabled === 'function';

/**
 * Fastify's childLoggerFactory: a lazy child, unless the route sets its own level (then the child
 * must exist to carry it) or logging is off (Fastify's stand-in logger has no levels to ask, and
 * its child is itself).
 */
export const lazyChildLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  options.level === undefined && isPino(logger)
    ? (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);
