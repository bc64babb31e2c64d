// The name under which a port is bound in the container, typed by the port: a lookup typed
// `get<T>(token: ServiceToken<T>): T` answers CART_GATEWAY with a CartGateway, and a caller cannot
// take it for anything else. A plain symbol at run time, so inversify takes it as its service
// identifier; the type rides along only for the compiler.
export type ServiceToken<T> = symbol & { readonly __service?: T };

export const serviceToken = <T>(name: string): ServiceToken<T> => Symbol(name) as ServiceToken<T>;
