// The invoice-payment remote has no page of its own: the shell loads `./contract` from remoteEntry.js.
export {};
