// The name under which a port is bound in the container, typed by the port: `useService(CART_GATEWAY)`
// is a CartGateway, and a caller cannot ask for it as anything else. A plain symbol at run time,
// so inversify takes it as its service identifier; the type rides along only for the compiler.
export type ServiceToken<T> = symbol & { readonly __service?: T };

export const serviceToken = <T>(name: string): ServiceToken<T> => Symbol(name) as ServiceToken<T>;
