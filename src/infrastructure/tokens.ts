// The injection tokens of this layer's own services, apart from the modules that implement them,
// so the container can name them without loading ky or the API client with the first page.
// Declared here rather than in src/application: their types are ky's and this layer's, which
// application must not import; only infrastructure gateways consume them.
import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { ApiClient } from './api-client';

export const HTTP_CLIENT: ServiceIdentifier<KyInstance> = Symbol('HttpClient');
export const API_CLIENT: ServiceIdentifier<ApiClient> = Symbol('ApiClient');
