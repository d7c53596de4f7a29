declare module 'virtual:tool-inputs' {
  const toolInputs: import('../../lib/operation/tool-inputs').ToolInputs;
  export default toolInputs;
}
