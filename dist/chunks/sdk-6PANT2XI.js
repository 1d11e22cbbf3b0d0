#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIPromise,
  APIUserAbortError,
  Anthropic,
  AnthropicError,
  AuthenticationError,
  BadRequestError,
  BaseAnthropic,
  BetaFallbackState,
  ClientClosedRequestError,
  ConflictError,
  ContentTooLargeError,
  GatewayTimeoutError,
  InternalServerError,
  NotFoundError,
  NotImplementedError,
  OverloadedError,
  PagePromise,
  PaymentRequiredError,
  PermissionDeniedError,
  PreconditionFailedError,
  RateLimitError,
  RequestHeaderFieldsTooLargeError,
  RequestTimeoutError,
  RetryableError,
  ServiceUnavailableError,
  UnprocessableEntityError,
  betaRefusalFallbackMiddleware,
  toFile
} from "./chunk-CBPJ62QY.js";
import "./chunk-P4I3UL2L.js";
import "./chunk-KD2KN6TW.js";
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIPromise,
  APIUserAbortError,
  Anthropic,
  AnthropicError,
  AuthenticationError,
  BadRequestError,
  BaseAnthropic,
  BetaFallbackState,
  ClientClosedRequestError,
  ConflictError,
  ContentTooLargeError,
  GatewayTimeoutError,
  InternalServerError,
  NotFoundError,
  NotImplementedError,
  OverloadedError,
  PagePromise,
  PaymentRequiredError,
  PermissionDeniedError,
  PreconditionFailedError,
  RateLimitError,
  RequestHeaderFieldsTooLargeError,
  RequestTimeoutError,
  RetryableError,
  ServiceUnavailableError,
  UnprocessableEntityError,
  betaRefusalFallbackMiddleware,
  Anthropic as default,
  toFile
};
