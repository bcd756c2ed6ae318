# -*- coding: utf-8 -*-
from __future__ import absolute_import
from .croniter import (
    croniter,
    croniter_range,
    CroniterBadDateError,  # noqa
    CroniterBadCronError,  # noqa
    CroniterNotAlphaError, # noqa
    CroniterUnsupportedSyntaxError, #noqa
)  # noqa
croniter.__name__  # make flake8 happy
