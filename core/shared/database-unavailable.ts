/**
 * The database (or the network to it) is gone: the request was not wrong and may succeed
 * later. The persistence adapter throws it for a refused, dropped or timed-out connection,
 * with the driver's words and the driver's error as its cause; HTTP answers 503.
 */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
}
