// Licence tokens and rights (issue #21): verifying a signed token offline, the verification states
// and `userCanUse`. Filled by the licence work; the subpath exists so both ends import one place.
export {};
