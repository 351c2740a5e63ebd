//! The compile pipeline, declared: `STAGES` lists the named stages in order (as upstream's
//! `make_ttir`, `make_ttgir`, `make_llir`, ...), and `run` is the one driver that `compile` and
//! `compile_only` both use. Timing, dumps and stage-file overrides hang off the driver and the
//! stages' outputs; what differs per target is behind the backend (`Backend::simt`,
//! `dot_prefetch_depth`, `emit`).

use crate::error::Error;
use crate::stage_files::StageFiles;
use std::collections::BTreeMap;
use std::time::Instant;
use tm_frontend::tile_ir::Function;
use tm_lowering::melior;
use tm_lowering::mlir_pipeline::{self, Lowered};
use tm_lowering::passes;
use tm_lowering::simt::SimtTargetInfo;
use tm_settings::Settings;
use tm_targets::{Backend, EmitRequest};

use crate::compiler::Message;

/// A stage: its name (the key of its text in `asm`), the extension of its dump file, and the
/// function that runs it.
pub struct Stage {
    pub name: &'static str,
    pub dump_ext: &'static str,
    pub run: for<'m, 'c> fn(&mut Compilation<'m, 'c>) -> Result<(), Error>,
    /// The stage reports its text itself (through `report`), before it is done.
    pub reports_early: bool,
}

/// Every compile runs these, in order. The last one's output depends on the backend.
pub const STAGES: &[Stage] = &[
    // the frontend, then the tile-IR passes
    Stage { name: "ttir", dump_ext: "ttir", run: make_ttir, reports_early: false },
    // the tile program printed as MLIR (SIMT for GPUs, loop nests for the host)
    Stage { name: "mlir", dump_ext: "mlir", run: make_mlir, reports_early: false },
    // MLIR's passes down to the LLVM dialect
    Stage { name: "llmlir", dump_ext: "llvm.mlir", run: make_llmlir, reports_early: false },
    // the backend: LLVM IR (reported before a toolkit runs), then the binary
    Stage { name: "llir", dump_ext: "llir", run: make_binary, reports_early: true },
];

/// A compile in progress: the inputs, then what each stage produced.
pub struct Compilation<'m, 'c> {
    pub msg: &'m Message,
    pub backend: &'m dyn Backend,
    pub settings: &'m Settings,
    pub stage_files: &'m StageFiles,
    /// False: stop at the IR (no toolkit, no link).
    pub build_binary: bool,
    ctx: &'c melior::Context,
    pub simt: Option<SimtTargetInfo>,
    pub func: Option<Function>,
    /// Debug builds: the pointer parameters whose extents the launcher passes.
    pub extent_params: Vec<String>,
    /// Stage texts by name (`ttir`, `mlir`, `llmlir`, `llir`, and a backend's own).
    pub texts: BTreeMap<String, String>,
    /// Static shared memory the lowering reserved, in bytes.
    pub shared: u32,
    /// Times the kernel was lowered (SIMT: more than once where an accumulator fragment had
    /// to move to shared memory).
    pub lowerings: u32,
    mlir_edited: bool,
    lowered: Option<Lowered<'c>>,
    pub binary: Option<Vec<u8>>,
    /// (step, seconds), in order.
    pub timing: Vec<(String, f64)>,
}

impl<'m, 'c> Compilation<'m, 'c> {
    pub fn new(
        msg: &'m Message,
        backend: &'m dyn Backend,
        settings: &'m Settings,
        stage_files: &'m StageFiles,
        ctx: &'c melior::Context,
        build_binary: bool,
    ) -> Self {
        Compilation {
            msg,
            backend,
            settings,
            stage_files,
            build_binary,
            ctx,
            simt: None,
            func: None,
            extent_params: vec![],
            texts: BTreeMap::new(),
            shared: 0,
            lowerings: 0,
            mlir_edited: false,
            lowered: None,
            binary: None,
            timing: vec![],
        }
    }

    pub fn func(&self) -> &Function {
        self.func.as_ref().expect("the ttir stage runs first")
    }

    fn kernel(&self) -> String {
        self.func().name.clone()
    }
}

/// Runs `STAGES` in order: each stage's time is recorded, its text dumped (`TRITON_KERNEL_DUMP`)
/// and printed when asked (`MLIR_ENABLE_DUMP`, `LLVM_IR_ENABLE_DUMP`).
pub fn run(c: &mut Compilation) -> Result<(), Error> {
    for stage in STAGES {
        let t0 = Instant::now();
        (stage.run)(c)?;
        let seconds = t0.elapsed().as_secs_f64();
        if !stage.reports_early {
            if let Some(text) = c.texts.get(stage.name) {
                report(c.settings, c.stage_files, stage, &c.kernel(), text)?;
            }
        }
        c.timing.push((format!("stage {}", stage.name), seconds));
    }
    Ok(())
}

/// A stage's text: dumped to its stage file and printed when asked.
fn report(settings: &Settings, files: &StageFiles, stage: &Stage, kernel: &str, text: &str) -> Result<(), Error> {
    files.dump(kernel, stage.dump_ext, text.as_bytes()).map_err(Error::Invalid)?;
    print_requested(settings, stage.name, kernel, text);
    Ok(())
}

fn print_requested(settings: &Settings, stage: &str, kernel: &str, text: &str) {
    let header = match stage {
        "ttir" => format!("Tile IR ({kernel})"),
        "mlir" => "MLIR (host lowering)".to_string(),
        "llmlir" => "MLIR (LLVM dialect)".to_string(),
        "llir" if settings.llir_dump => {
            eprintln!("// -----// LLVM IR //----- //\n{text}");
            return;
        }
        _ => return,
    };
    if settings.mlir_dump.includes(kernel) {
        eprintln!("// -----// {header} //----- //\n{text}");
    }
}

fn make_ttir(c: &mut Compilation) -> Result<(), Error> {
    let simt = c.backend.simt(c.msg.options.num_warps);
    let mut func = tile_program(c, simt.as_ref())?;
    // debug builds check every access and assertion (last, so it sees the loads where they end up)
    if c.msg.options.debug {
        c.extent_params = passes::debug_checks::insert_debug_checks(&mut func);
    }
    c.stage_files.check_overrides(&func.name).map_err(Error::Invalid)?;
    c.texts.insert("ttir".into(), func.to_text());
    c.simt = simt;
    c.func = Some(func);
    Ok(())
}

/// The kernel's tile program with the tile-IR passes applied.
fn tile_program(c: &Compilation, simt: Option<&SimtTargetInfo>) -> Result<Function, Error> {
    let msg = c.msg;
    let lower_opts = tm_frontend::lower::LowerOptions {
        debug: msg.options.debug,
        default_dot_input_precision: msg.options.default_dot_input_precision.clone(),
    };
    let mut func = tm_frontend::lower::lower_kernel_opts(&msg.source, &lower_opts)?;
    // debug builds check every access as a masked load; the launcher's hidden debug arguments
    // follow the user's directly
    use passes::descriptors::TensorCopies;
    let copies = match simt {
        _ if msg.options.debug => TensorCopies::None,
        Some(s) if s.musa.as_ref().is_some_and(|m| m.tme) => TensorCopies::Tme,
        Some(s) if s.tensor_copy.is_some() => TensorCopies::Tma,
        _ => TensorCopies::None,
    };
    passes::descriptors::lower_descriptor_loads(&mut func, copies);
    passes::analysis::remove_unused_values(&mut func);
    passes::combine::fuse_dot_accumulate(&mut func);
    if !c.settings.engines.disable_loop_peeling {
        passes::peel::peel_masked_tails(&mut func);
    }
    if !c.settings.engines.disable_iv_rewrite {
        passes::induction::derive_carried_from_iv(&mut func);
        passes::transpose::sink_transposed_loads(&mut func);
        // the tiles it rebuilt transposed are no longer read
        passes::analysis::remove_unused_values(&mut func);
    }
    if let Some(depth_for) = c.backend.dot_prefetch_depth(msg.options.num_stages, simt) {
        passes::combine::pipeline_dot_loads_by(&mut func, &*depth_for);
    }
    passes::descriptors::prune_tensor_reads(&mut func);
    passes::descriptors::keep_read_tensor_maps(&mut func);
    Ok(func)
}

fn make_mlir(c: &mut Compilation) -> Result<(), Error> {
    use tm_lowering::host::HostLowering;
    let func = c.func();
    let lowering = match &c.simt {
        Some(info) => HostLowering::new_simt(func, info.clone()),
        None => HostLowering::new(func),
    };
    let (mut text, shared, lowerings) = lowering
        .with_fp_fusion(c.msg.options.enable_fp_fusion)
        .lower_counted()
        .map_err(|e| crate::error::from_lowering(e, &func.files[0]))?;
    let kernel = c.kernel();
    if let Some(edited) = c.stage_files.take(&kernel, "mlir").map_err(Error::Invalid)? {
        text = edited;
        c.mlir_edited = true;
    }
    c.shared = shared as u32;
    c.lowerings = lowerings;
    c.texts.insert("mlir".into(), text);
    Ok(())
}

fn make_llmlir(c: &mut Compilation) -> Result<(), Error> {
    let lowered =
        mlir_pipeline::run_pipeline(c.ctx, &c.texts["mlir"], mlir_pipeline::host_pipeline()).map_err(|e| {
            if c.mlir_edited {
                Error::Invalid(format!("TRITON_KERNEL_OVERRIDE: {}.mlir does not compile: {e}", c.kernel()))
            } else {
                Error::Internal(e.to_string())
            }
        })?;
    c.texts.insert("llmlir".into(), lowered.llvm_dialect_text.clone());
    c.timing.extend(lowered.timing.iter().cloned());
    c.lowered = Some(lowered);
    Ok(())
}

fn make_binary(c: &mut Compilation) -> Result<(), Error> {
    let kernel = c.kernel();
    let llir_override = c.stage_files.take(&kernel, "llir").map_err(Error::Invalid)?;
    let lowered = c.lowered.as_ref().expect("the llmlir stage runs first");
    let stage = STAGES.iter().find(|s| s.name == "llir").expect("the llir stage is declared");
    let on_llir = |text: &str| {
        report(c.settings, c.stage_files, stage, &kernel, text)
            .map_err(|e| tm_targets::TargetError::Invalid(e.to_string()))
    };
    let artifact = c.backend.emit(EmitRequest {
        module: &lowered.module,
        kernel: &kernel,
        num_warps: c.msg.options.num_warps,
        maxnreg: c.msg.options.maxnreg,
        libdevice: c.msg.libdevice.as_deref(),
        shared: c.shared,
        llir_override,
        build_binary: c.build_binary,
        on_llir: &on_llir,
    })?;
    c.texts.insert("llir".into(), artifact.llir);
    c.texts.extend(artifact.texts);
    c.timing.extend(artifact.timing);
    let kind = c.backend.binary_kind();
    let mut binary = artifact.binary;
    // a text binary (PTX) may be replaced by its edited stage file too
    if kind.is_text() {
        if let Some(text) = c.stage_files.take(&kernel, kind.ext()).map_err(Error::Invalid)? {
            binary = Some(text.into_bytes());
        }
    }
    if let Some(b) = &binary {
        c.stage_files.dump(&kernel, kind.ext(), b).map_err(Error::Invalid)?;
        if kind.is_text() {
            c.texts.insert(kind.ext().into(), String::from_utf8_lossy(b).into_owned());
        }
    }
    c.binary = binary;
    Ok(())
}
