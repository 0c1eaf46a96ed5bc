// Storybook renders components in the browser only: there is no server to run server
// functions on. Modules that define them still load; calling one fails clearly.

const unavailable = () => {
  throw new Error('Server functions do not run in Storybook: give the story its data as props.');
};

interface ServerFnBuilder {
  validator: () => ServerFnBuilder;
  inputValidator: () => ServerFnBuilder;
  middleware: () => ServerFnBuilder;
  handler: () => () => Promise<never>;
}

export function createServerFn(): ServerFnBuilder {
  const builder: ServerFnBuilder = {
    validator: () => builder,
    inputValidator: () => builder,
    middleware: () => builder,
    handler: () => async () => unavailable(),
  };
  return builder;
}

interface IsomorphicFn {
  (...args: unknown[]): unknown;
  server: (implementation: (...args: unknown[]) => unknown) => IsomorphicFn;
  client: (implementation: (...args: unknown[]) => unknown) => IsomorphicFn;
}

/** Storybook is the browser: a function with a server and a client side runs the client one. */
export function createIsomorphicFn(): IsomorphicFn {
  let onClient = (..._args: unknown[]): unknown => undefined;
  const isomorphic = ((...args: unknown[]) => onClient(...args)) as IsomorphicFn;
  isomorphic.server = () => isomorphic;
  isomorphic.client = (implementation) => {
    onClient = implementation;
    return isomorphic;
  };
  return isomorphic;
}

// The request helpers of '@tanstack/react-start/server'.
export const appendResponseHeader = unavailable;
export const deleteCookie = unavailable;
export const getCookie = unavailable;
export const getCookies = unavailable;
export const getRequest = unavailable;
export const getRequestHeader = unavailable;
export const getRequestHeaders = unavailable;
export const getRequestHost = unavailable;
export const getRequestIP = unavailable;
export const getRequestProtocol = unavailable;
export const getRequestUrl = unavailable;
export const getResponse = unavailable;
export const getResponseHeader = unavailable;
export const getResponseHeaders = unavailable;
export const getResponseStatus = unavailable;
export const setCookie = unavailable;
export const setResponseHeader = unavailable;
export const setResponseHeaders = unavailable;
export const setResponseStatus = unavailable;
