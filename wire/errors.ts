/** Every failure the mesh reports is a MeshError with one of these codes. */
export type MeshErrorCode =
  | 'CONFIG_INVALID'
  | 'CONFIG_NOT_FOUND'
  | 'TASKS_INVALID'
  | 'FRAME_TOO_LARGE'
  | 'FRAME_INVALID'
  | 'FRAME_TRUNCATED'
  | 'SLOW_CONSUMER'
  | 'AUTH_FAILED'
  | 'HEARTBEAT_LOST'
  | 'PACKET_INVALID'
  | 'PROTOCOL_UNKNOWN'
  | 'TOOL_UNKNOWN'
  | 'PORT_IN_USE'
  | 'AGENT_START_TIMEOUT'
  | 'AGENT_EXITED'
  | 'AGENT_DISCONNECTED'
  | 'TASK_TIMEOUT'
  | 'RUN_ABORTED'
  | 'OUTPUT_UNUSABLE'
  | 'OUTPUT_WRITE_FAILED'
  | 'ENGINE_UNREACHABLE'
  | 'ENGINE_MODEL_MISSING'
  | 'ENGINE_AUTH_FAILED'
  | 'ENGINE_FAILED'
  | 'GAP_STORE_UNREACHABLE'
  | 'GAP_STORE_UNUSABLE'
  | 'GAP_RECORD_UNKNOWN'
  | 'GAP_IMPORT_INVALID'
  | 'NATS_UNREACHABLE'
  | 'NATS_AUTH_FAILED'
  | 'AGENT_MISSING';

/**
 * The one error type of the project. `message` says what went wrong and what
 * to do next; `code` is stable and meant for programs and tests.
 */
export class MeshError extends Error {
  override readonly name = 'MeshError';
  constructor(
    readonly code: MeshErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isMeshError(err: unknown, code?: MeshErrorCode): err is MeshError {
  return err instanceof MeshError && (code === undefined || err.code === code);
}

/** A one-line description of any thrown value. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
