export { startFakeProviderOne } from './fake-provider-one.ts';
export type { FakeProviderOne, FakeProviderOneOptions } from './fake-provider-one.ts';
export { startFakeProviderTwo } from './fake-provider-two.ts';
export type { FakeProviderTwo, FakeProviderTwoOptions } from './fake-provider-two.ts';
