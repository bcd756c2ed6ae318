import loguxOxfmtConfig from '@logux/oxc-configs/fmt'

export default loguxOxfmtConfig
