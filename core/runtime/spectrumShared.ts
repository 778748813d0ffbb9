// Separate build entry: the whole React Spectrum namespace for runtime bundles, with its own
// stylesheet, so the login page loads neither. Shares chunks (and so instances) with the host.
export * from '@adobe/react-spectrum';
