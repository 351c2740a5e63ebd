module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.exp2.f32(f32) -> f32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.tid.x() -> i32
  llvm.func @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, !llvm.ptr<5>) -> i32
  llvm.func @llvm.musa.syncthreads.lm()
  func.func @softmax_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>, %a2: i32, %a3: i32) {
    %tid = llvm.call @llvm.musa.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %c1 = arith.constant 1 : index
    %sbuf10_off = arith.constant 0 : i32
    %sbuf10 = llvm.getelementptr %smem[%sbuf10_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c128 = arith.constant 128 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %sbuf119_off = arith.constant 32 : i32
    %sbuf119 = llvm.getelementptr %smem[%sbuf119_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %v1 = arith.muli %pid0, %a2 : i32
    %v2 = llvm.getelementptr %a1[%v1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v3 = arith.constant 0xFF800000 : f32
    %v4 = arith.muli %tidx, %c1 : index
    %v5 = arith.index_cast %v4 : index to i32
    %v6 = llvm.getelementptr %v2[%v5] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v7 = arith.cmpi slt, %v5, %a3 : i32
    %v8 = scf.if %v7 -> (f32) {
      %v9 = llvm.load %v6 : !llvm.ptr<1> -> f32
      scf.yield %v9 : f32
    } else {
      scf.yield %v3 : f32
    }
    %v11 = arith.remui %tidx, %c1024 : index
    %v12 = arith.divui %tidx, %c1024 : index
    %v13 = arith.cmpi ult, %v12, %c1 : index
    %v14 = arith.select %v13, %v12, %c0 : index
    %v15 = arith.constant 0xFF800000 : f32
    %v16 = arith.muli %tidx, %c1 : index
    %v17 = arith.maxnumf %v15, %v8 : f32
    %v18 = arith.bitcast %v17 : f32 to i32
    %v19 = arith.constant 64 : i32
    %v20 = arith.constant 127 : i32
    %v21 = llvm.mlir.zero : !llvm.ptr<5>
    %v22 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v18, %v19, %v20, %v21) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v23 = arith.bitcast %v22 : i32 to f32
    %v24 = arith.maxnumf %v17, %v23 : f32
    %v25 = arith.bitcast %v24 : f32 to i32
    %v26 = arith.constant 32 : i32
    %v27 = arith.constant 127 : i32
    %v28 = llvm.mlir.zero : !llvm.ptr<5>
    %v29 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v25, %v26, %v27, %v28) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v30 = arith.bitcast %v29 : i32 to f32
    %v31 = arith.maxnumf %v24, %v30 : f32
    %v32 = arith.bitcast %v31 : f32 to i32
    %v33 = arith.constant 16 : i32
    %v34 = arith.constant 127 : i32
    %v35 = llvm.mlir.zero : !llvm.ptr<5>
    %v36 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v32, %v33, %v34, %v35) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v37 = arith.bitcast %v36 : i32 to f32
    %v38 = arith.maxnumf %v31, %v37 : f32
    %v39 = arith.bitcast %v38 : f32 to i32
    %v40 = arith.constant 8 : i32
    %v41 = arith.constant 127 : i32
    %v42 = llvm.mlir.zero : !llvm.ptr<5>
    %v43 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v39, %v40, %v41, %v42) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v44 = arith.bitcast %v43 : i32 to f32
    %v45 = arith.maxnumf %v38, %v44 : f32
    %v46 = arith.bitcast %v45 : f32 to i32
    %v47 = arith.constant 4 : i32
    %v48 = arith.constant 127 : i32
    %v49 = llvm.mlir.zero : !llvm.ptr<5>
    %v50 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v46, %v47, %v48, %v49) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v51 = arith.bitcast %v50 : i32 to f32
    %v52 = arith.maxnumf %v45, %v51 : f32
    %v53 = arith.bitcast %v52 : f32 to i32
    %v54 = arith.constant 2 : i32
    %v55 = arith.constant 127 : i32
    %v56 = llvm.mlir.zero : !llvm.ptr<5>
    %v57 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v53, %v54, %v55, %v56) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v58 = arith.bitcast %v57 : i32 to f32
    %v59 = arith.maxnumf %v52, %v58 : f32
    %v60 = arith.bitcast %v59 : f32 to i32
    %v61 = arith.constant 1 : i32
    %v62 = arith.constant 127 : i32
    %v63 = llvm.mlir.zero : !llvm.ptr<5>
    %v64 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v60, %v61, %v62, %v63) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v65 = arith.bitcast %v64 : i32 to f32
    %v66 = arith.maxnumf %v59, %v65 : f32
    %v67 = arith.divui %v11, %c128 : index
    %v68 = arith.remui %tidx, %c128 : index
    %v69 = arith.cmpi eq, %v68, %c0 : index
    %v70 = arith.muli %v12, %c8 : index
    %v71 = arith.addi %v70, %v67 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v69 {
      %v72 = arith.index_cast %v71 : index to i32
      %v73 = llvm.getelementptr %sbuf10[%v72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v66, %v73 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v74 = arith.index_cast %v70 : index to i32
    %v75 = llvm.getelementptr %sbuf10[%v74] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v76 = llvm.load %v75 : !llvm.ptr<3> -> f32
    %v77 = arith.addi %v70, %c1 : index
    %v78 = arith.index_cast %v77 : index to i32
    %v79 = llvm.getelementptr %sbuf10[%v78] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v80 = llvm.load %v79 : !llvm.ptr<3> -> f32
    %v81 = arith.maxnumf %v76, %v80 : f32
    %v82 = arith.addi %v70, %c2 : index
    %v83 = arith.index_cast %v82 : index to i32
    %v84 = llvm.getelementptr %sbuf10[%v83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v85 = llvm.load %v84 : !llvm.ptr<3> -> f32
    %v86 = arith.maxnumf %v81, %v85 : f32
    %v87 = arith.addi %v70, %c3 : index
    %v88 = arith.index_cast %v87 : index to i32
    %v89 = llvm.getelementptr %sbuf10[%v88] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v90 = llvm.load %v89 : !llvm.ptr<3> -> f32
    %v91 = arith.maxnumf %v86, %v90 : f32
    %v92 = arith.addi %v70, %c4 : index
    %v93 = arith.index_cast %v92 : index to i32
    %v94 = llvm.getelementptr %sbuf10[%v93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v95 = llvm.load %v94 : !llvm.ptr<3> -> f32
    %v96 = arith.maxnumf %v91, %v95 : f32
    %v97 = arith.addi %v70, %c5 : index
    %v98 = arith.index_cast %v97 : index to i32
    %v99 = llvm.getelementptr %sbuf10[%v98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v100 = llvm.load %v99 : !llvm.ptr<3> -> f32
    %v101 = arith.maxnumf %v96, %v100 : f32
    %v102 = arith.addi %v70, %c6 : index
    %v103 = arith.index_cast %v102 : index to i32
    %v104 = llvm.getelementptr %sbuf10[%v103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v105 = llvm.load %v104 : !llvm.ptr<3> -> f32
    %v106 = arith.maxnumf %v101, %v105 : f32
    %v107 = arith.addi %v70, %c7 : index
    %v108 = arith.index_cast %v107 : index to i32
    %v109 = llvm.getelementptr %sbuf10[%v108] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v110 = llvm.load %v109 : !llvm.ptr<3> -> f32
    %v111 = arith.maxnumf %v106, %v110 : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v112 = arith.muli %tidx, %c1 : index
    %v113 = arith.subf %v8, %v111 fastmath<contract> : f32
    %v114 = arith.constant 0x3FB8AA3B : f32
    %v115 = arith.mulf %v113, %v114 : f32
    %v116 = llvm.call @llvm.exp2.f32(%v115) : (f32) -> f32
    %v117 = arith.muli %pid0, %a2 : i32
    %v118 = llvm.getelementptr %a0[%v117] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v120 = arith.remui %tidx, %c1024 : index
    %v121 = arith.divui %tidx, %c1024 : index
    %v122 = arith.cmpi ult, %v121, %c1 : index
    %v123 = arith.select %v122, %v121, %c0 : index
    %v124 = arith.constant 0.0 : f32
    %v125 = arith.muli %tidx, %c1 : index
    %v126 = arith.addf %v124, %v116 fastmath<reassoc> : f32
    %v127 = arith.bitcast %v126 : f32 to i32
    %v128 = arith.constant 64 : i32
    %v129 = arith.constant 127 : i32
    %v130 = llvm.mlir.zero : !llvm.ptr<5>
    %v131 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v127, %v128, %v129, %v130) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v132 = arith.bitcast %v131 : i32 to f32
    %v133 = arith.addf %v126, %v132 fastmath<reassoc> : f32
    %v134 = arith.bitcast %v133 : f32 to i32
    %v135 = arith.constant 32 : i32
    %v136 = arith.constant 127 : i32
    %v137 = llvm.mlir.zero : !llvm.ptr<5>
    %v138 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v134, %v135, %v136, %v137) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v139 = arith.bitcast %v138 : i32 to f32
    %v140 = arith.addf %v133, %v139 fastmath<reassoc> : f32
    %v141 = arith.bitcast %v140 : f32 to i32
    %v142 = arith.constant 16 : i32
    %v143 = arith.constant 127 : i32
    %v144 = llvm.mlir.zero : !llvm.ptr<5>
    %v145 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v141, %v142, %v143, %v144) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v146 = arith.bitcast %v145 : i32 to f32
    %v147 = arith.addf %v140, %v146 fastmath<reassoc> : f32
    %v148 = arith.bitcast %v147 : f32 to i32
    %v149 = arith.constant 8 : i32
    %v150 = arith.constant 127 : i32
    %v151 = llvm.mlir.zero : !llvm.ptr<5>
    %v152 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v148, %v149, %v150, %v151) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v153 = arith.bitcast %v152 : i32 to f32
    %v154 = arith.addf %v147, %v153 fastmath<reassoc> : f32
    %v155 = arith.bitcast %v154 : f32 to i32
    %v156 = arith.constant 4 : i32
    %v157 = arith.constant 127 : i32
    %v158 = llvm.mlir.zero : !llvm.ptr<5>
    %v159 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v155, %v156, %v157, %v158) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v160 = arith.bitcast %v159 : i32 to f32
    %v161 = arith.addf %v154, %v160 fastmath<reassoc> : f32
    %v162 = arith.bitcast %v161 : f32 to i32
    %v163 = arith.constant 2 : i32
    %v164 = arith.constant 127 : i32
    %v165 = llvm.mlir.zero : !llvm.ptr<5>
    %v166 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v162, %v163, %v164, %v165) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v167 = arith.bitcast %v166 : i32 to f32
    %v168 = arith.addf %v161, %v167 fastmath<reassoc> : f32
    %v169 = arith.bitcast %v168 : f32 to i32
    %v170 = arith.constant 1 : i32
    %v171 = arith.constant 127 : i32
    %v172 = llvm.mlir.zero : !llvm.ptr<5>
    %v173 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v169, %v170, %v171, %v172) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v174 = arith.bitcast %v173 : i32 to f32
    %v175 = arith.addf %v168, %v174 fastmath<reassoc> : f32
    %v176 = arith.divui %v120, %c128 : index
    %v177 = arith.remui %tidx, %c128 : index
    %v178 = arith.cmpi eq, %v177, %c0 : index
    %v179 = arith.muli %v121, %c8 : index
    %v180 = arith.addi %v179, %v176 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v178 {
      %v181 = arith.index_cast %v180 : index to i32
      %v182 = llvm.getelementptr %sbuf119[%v181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v175, %v182 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v183 = arith.index_cast %v179 : index to i32
    %v184 = llvm.getelementptr %sbuf119[%v183] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v185 = llvm.load %v184 : !llvm.ptr<3> -> f32
    %v186 = arith.addi %v179, %c1 : index
    %v187 = arith.index_cast %v186 : index to i32
    %v188 = llvm.getelementptr %sbuf119[%v187] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v189 = llvm.load %v188 : !llvm.ptr<3> -> f32
    %v190 = arith.addf %v185, %v189 fastmath<reassoc> : f32
    %v191 = arith.addi %v179, %c2 : index
    %v192 = arith.index_cast %v191 : index to i32
    %v193 = llvm.getelementptr %sbuf119[%v192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v194 = llvm.load %v193 : !llvm.ptr<3> -> f32
    %v195 = arith.addf %v190, %v194 fastmath<reassoc> : f32
    %v196 = arith.addi %v179, %c3 : index
    %v197 = arith.index_cast %v196 : index to i32
    %v198 = llvm.getelementptr %sbuf119[%v197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v199 = llvm.load %v198 : !llvm.ptr<3> -> f32
    %v200 = arith.addf %v195, %v199 fastmath<reassoc> : f32
    %v201 = arith.addi %v179, %c4 : index
    %v202 = arith.index_cast %v201 : index to i32
    %v203 = llvm.getelementptr %sbuf119[%v202] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v204 = llvm.load %v203 : !llvm.ptr<3> -> f32
    %v205 = arith.addf %v200, %v204 fastmath<reassoc> : f32
    %v206 = arith.addi %v179, %c5 : index
    %v207 = arith.index_cast %v206 : index to i32
    %v208 = llvm.getelementptr %sbuf119[%v207] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v209 = llvm.load %v208 : !llvm.ptr<3> -> f32
    %v210 = arith.addf %v205, %v209 fastmath<reassoc> : f32
    %v211 = arith.addi %v179, %c6 : index
    %v212 = arith.index_cast %v211 : index to i32
    %v213 = llvm.getelementptr %sbuf119[%v212] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v214 = llvm.load %v213 : !llvm.ptr<3> -> f32
    %v215 = arith.addf %v210, %v214 fastmath<reassoc> : f32
    %v216 = arith.addi %v179, %c7 : index
    %v217 = arith.index_cast %v216 : index to i32
    %v218 = llvm.getelementptr %sbuf119[%v217] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v219 = llvm.load %v218 : !llvm.ptr<3> -> f32
    %v220 = arith.addf %v215, %v219 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v221 = arith.muli %tidx, %c1 : index
    %v222 = arith.index_cast %v221 : index to i32
    %v223 = llvm.getelementptr %v118[%v222] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v224 = arith.divf %v116, %v220 : f32
    %v225 = arith.cmpi slt, %v222, %a3 : i32
    scf.if %v225 {
      llvm.store %v224, %v223 : f32, !llvm.ptr<1>
    }
    func.return
  }
}
