declare module '*.graphql' {
  const text: string;
  export default text;
}
