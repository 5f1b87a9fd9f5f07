/**
 * jsdom without Fetch: Jest's jsdom environment hides Node's fetch, Request, Response and Headers,
 * which RTK Query's fetchBaseQuery needs. Node's AbortController comes along because Node's
 * Request only accepts its own AbortSignal.
 */
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class ConsoleTestEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}
