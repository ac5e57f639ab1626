try {} catch (yield) {}
