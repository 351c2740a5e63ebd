; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 2
  %21 = and i64 %20, 28
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr float, ptr addrspace(1) %27, i64 %21
  %35 = load <4 x float>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <4 x float> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nsw i64 %20, 512
  %39 = lshr i64 %38, 5
  %40 = trunc i64 %39 to i32
  %41 = add i32 %17, %40
  %42 = mul i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr addrspace(1) %0, i64 %43
  %45 = icmp slt i32 %41, %3
  %46 = and i1 %30, %45
  %47 = and i1 %19, %46
  br i1 %47, label %48, label %51

48: ; preds = %36
  %49 = getelementptr float, ptr addrspace(1) %44, i64 %21
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %48, %36
  %52 = phi <4 x float> [ %50, %48 ], [ zeroinitializer, %36 ]
  %53 = add nsw i64 %20, 1024
  %54 = lshr i64 %53, 5
  %55 = trunc i64 %54 to i32
  %56 = add i32 %17, %55
  %57 = mul i32 %56, %6
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr addrspace(1) %0, i64 %58
  %60 = icmp slt i32 %56, %3
  %61 = and i1 %30, %60
  %62 = and i1 %19, %61
  br i1 %62, label %63, label %66

63: ; preds = %51
  %64 = getelementptr float, ptr addrspace(1) %59, i64 %21
  %65 = load <4 x float>, ptr addrspace(1) %64, align 16
  br label %66

66: ; preds = %63, %51
  %67 = phi <4 x float> [ %65, %63 ], [ zeroinitializer, %51 ]
  %68 = add nsw i64 %20, 1536
  %69 = lshr i64 %68, 5
  %70 = trunc i64 %69 to i32
  %71 = add i32 %17, %70
  %72 = mul i32 %71, %6
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr addrspace(1) %0, i64 %73
  %75 = icmp slt i32 %71, %3
  %76 = and i1 %30, %75
  %77 = and i1 %19, %76
  br i1 %77, label %78, label %81

78: ; preds = %66
  %79 = getelementptr float, ptr addrspace(1) %74, i64 %21
  %80 = load <4 x float>, ptr addrspace(1) %79, align 16
  br label %81

81: ; preds = %78, %66
  %82 = phi <4 x float> [ %80, %78 ], [ zeroinitializer, %66 ]
  %83 = lshr i64 %20, 6
  %84 = trunc i64 %83 to i32
  %85 = trunc i64 %20 to i32
  %86 = and i32 %85, 60
  %87 = or i32 %86, %18
  %88 = icmp slt i32 %84, %5
  %89 = icmp slt i32 %87, %4
  %90 = and i1 %88, %89
  %91 = and i1 %19, %90
  br i1 %91, label %92, label %99

92: ; preds = %81
  %93 = mul i32 %84, %8
  %94 = sext i32 %93 to i64
  %95 = getelementptr float, ptr addrspace(1) %1, i64 %94
  %96 = sext i32 %87 to i64
  %97 = getelementptr float, ptr addrspace(1) %95, i64 %96
  %98 = load <4 x float>, ptr addrspace(1) %97, align 16
  br label %99

99: ; preds = %92, %81
  %100 = phi <4 x float> [ %98, %92 ], [ zeroinitializer, %81 ]
  %101 = and i64 %20, 60
  %102 = lshr i64 %38, 6
  %103 = trunc i64 %102 to i32
  %104 = trunc i64 %101 to i32
  %105 = or i32 %18, %104
  %106 = icmp slt i32 %103, %5
  %107 = icmp slt i32 %105, %4
  %108 = and i1 %106, %107
  %109 = and i1 %19, %108
  br i1 %109, label %110, label %117

110: ; preds = %99
  %111 = mul i32 %103, %8
  %112 = sext i32 %111 to i64
  %113 = getelementptr float, ptr addrspace(1) %1, i64 %112
  %114 = sext i32 %105 to i64
  %115 = getelementptr float, ptr addrspace(1) %113, i64 %114
  %116 = load <4 x float>, ptr addrspace(1) %115, align 16
  br label %117

117: ; preds = %110, %99
  %118 = phi <4 x float> [ %116, %110 ], [ zeroinitializer, %99 ]
  %119 = lshr i64 %53, 6
  %120 = trunc i64 %119 to i32
  %121 = icmp slt i32 %120, %5
  %122 = and i1 %121, %107
  %123 = and i1 %19, %122
  br i1 %123, label %124, label %131

124: ; preds = %117
  %125 = mul i32 %120, %8
  %126 = sext i32 %125 to i64
  %127 = getelementptr float, ptr addrspace(1) %1, i64 %126
  %128 = sext i32 %105 to i64
  %129 = getelementptr float, ptr addrspace(1) %127, i64 %128
  %130 = load <4 x float>, ptr addrspace(1) %129, align 16
  br label %131

131: ; preds = %124, %117
  %132 = phi <4 x float> [ %130, %124 ], [ zeroinitializer, %117 ]
  %133 = lshr i64 %68, 6
  %134 = trunc i64 %133 to i32
  %135 = icmp slt i32 %134, %5
  %136 = and i1 %135, %107
  %137 = and i1 %19, %136
  br i1 %137, label %138, label %145

138: ; preds = %131
  %139 = mul i32 %134, %8
  %140 = sext i32 %139 to i64
  %141 = getelementptr float, ptr addrspace(1) %1, i64 %140
  %142 = sext i32 %105 to i64
  %143 = getelementptr float, ptr addrspace(1) %141, i64 %142
  %144 = load <4 x float>, ptr addrspace(1) %143, align 16
  br label %145

145: ; preds = %138, %131
  %146 = phi <4 x float> [ %144, %138 ], [ zeroinitializer, %131 ]
  %147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %85
  %148 = or i32 %85, 1
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %148
  %150 = or i32 %85, 2
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %150
  %152 = or i32 %85, 3
  %153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %152
  %154 = and i64 %38, 4294967232
  %155 = or i64 %154, %101
  %156 = trunc i64 %155 to i32
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %156
  %158 = or i32 %156, 1
  %159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %158
  %160 = or i32 %156, 2
  %161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %160
  %162 = or i32 %156, 3
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %162
  %164 = and i64 %53, 4294967232
  %165 = or i64 %164, %101
  %166 = trunc i64 %165 to i32
  %167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %166
  %168 = or i32 %166, 1
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %168
  %170 = or i32 %166, 2
  %171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %170
  %172 = or i32 %166, 3
  %173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %172
  %174 = and i64 %68, 4294967232
  %175 = or i64 %174, %101
  %176 = trunc i64 %175 to i32
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %176
  %178 = or i32 %176, 1
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %178
  %180 = or i32 %176, 2
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %180
  %182 = or i32 %176, 3
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %182
  %184 = add nsw i64 %20, 2048
  %185 = lshr i64 %184, 6
  %186 = and i64 %184, 4294967232
  %187 = or i64 %186, %101
  %188 = trunc i64 %187 to i32
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %188
  %190 = or i32 %188, 1
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %190
  %192 = or i32 %188, 2
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %192
  %194 = or i32 %188, 3
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %194
  %196 = add nsw i64 %20, 2560
  %197 = lshr i64 %196, 6
  %198 = and i64 %196, 4294967232
  %199 = or i64 %198, %101
  %200 = trunc i64 %199 to i32
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %200
  %202 = or i32 %200, 1
  %203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %202
  %204 = or i32 %200, 2
  %205 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %204
  %206 = or i32 %200, 3
  %207 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %206
  %208 = add nsw i64 %20, 3072
  %209 = lshr i64 %208, 6
  %210 = and i64 %208, 4294967232
  %211 = or i64 %210, %101
  %212 = trunc i64 %211 to i32
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %212
  %214 = or i32 %212, 1
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %214
  %216 = or i32 %212, 2
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %216
  %218 = or i32 %212, 3
  %219 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %218
  %220 = add nsw i64 %20, 3584
  %221 = lshr i64 %220, 6
  %222 = and i64 %220, 4294967232
  %223 = or i64 %222, %101
  %224 = trunc i64 %223 to i32
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %224
  %226 = or i32 %224, 1
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %226
  %228 = or i32 %224, 2
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %228
  %230 = or i32 %224, 3
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %230
  %232 = getelementptr float, ptr addrspace(3) @global_smem, i32 %85
  %233 = getelementptr float, ptr addrspace(3) @global_smem, i32 %148
  %234 = getelementptr float, ptr addrspace(3) @global_smem, i32 %150
  %235 = getelementptr float, ptr addrspace(3) @global_smem, i32 %152
  %236 = and i64 %38, 4294967264
  %237 = or i64 %236, %21
  %238 = trunc i64 %237 to i32
  %239 = getelementptr float, ptr addrspace(3) @global_smem, i32 %238
  %240 = or i32 %238, 1
  %241 = getelementptr float, ptr addrspace(3) @global_smem, i32 %240
  %242 = or i32 %238, 2
  %243 = getelementptr float, ptr addrspace(3) @global_smem, i32 %242
  %244 = or i32 %238, 3
  %245 = getelementptr float, ptr addrspace(3) @global_smem, i32 %244
  %246 = and i64 %53, 4294967264
  %247 = or i64 %246, %21
  %248 = trunc i64 %247 to i32
  %249 = getelementptr float, ptr addrspace(3) @global_smem, i32 %248
  %250 = or i32 %248, 1
  %251 = getelementptr float, ptr addrspace(3) @global_smem, i32 %250
  %252 = or i32 %248, 2
  %253 = getelementptr float, ptr addrspace(3) @global_smem, i32 %252
  %254 = or i32 %248, 3
  %255 = getelementptr float, ptr addrspace(3) @global_smem, i32 %254
  %256 = and i64 %68, 4294967264
  %257 = or i64 %256, %21
  %258 = trunc i64 %257 to i32
  %259 = getelementptr float, ptr addrspace(3) @global_smem, i32 %258
  %260 = or i32 %258, 1
  %261 = getelementptr float, ptr addrspace(3) @global_smem, i32 %260
  %262 = or i32 %258, 2
  %263 = getelementptr float, ptr addrspace(3) @global_smem, i32 %262
  %264 = or i32 %258, 3
  %265 = getelementptr float, ptr addrspace(3) @global_smem, i32 %264
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %85
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %148
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %150
  %269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %152
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %156
  %271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %158
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %160
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %162
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %166
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %168
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %170
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %172
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %176
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %178
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %180
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %182
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %85
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %156
  %284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %166
  %285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %176
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %188
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %200
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %212
  %289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %224
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %145
  %290 = extractelement <4 x float> %146, i64 3
  %291 = extractelement <4 x float> %146, i64 2
  %292 = extractelement <4 x float> %146, i64 1
  %293 = extractelement <4 x float> %146, i64 0
  %294 = sext i32 %87 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %294
  %295 = sext i32 %105 to i64
  %invariant.gep67 = getelementptr float, ptr addrspace(1) %1, i64 %295
  %296 = and i64 %14, 63
  br label %297

297: ; preds = %.lr.ph, %476
  %298 = phi float [ %290, %.lr.ph ], [ %478, %476 ]
  %299 = phi float [ %291, %.lr.ph ], [ %419, %476 ]
  %300 = phi float [ %292, %.lr.ph ], [ %477, %476 ]
  %301 = phi float [ %293, %.lr.ph ], [ %418, %476 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %490, %476 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %489, %476 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %488, %476 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %487, %476 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %494, %476 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %493, %476 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %492, %476 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %491, %476 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %498, %476 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %497, %476 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %496, %476 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %495, %476 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %502, %476 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %501, %476 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %500, %476 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %499, %476 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %506, %476 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %505, %476 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %504, %476 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %503, %476 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %510, %476 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %476 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %476 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %507, %476 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %514, %476 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %513, %476 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %512, %476 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %511, %476 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %476 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %476 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %476 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %515, %476 ]
  %334 = phi i32 [ 0, %.lr.ph ], [ %342, %476 ]
  %335 = phi <4 x float> [ %37, %.lr.ph ], [ %353, %476 ]
  %336 = phi <4 x float> [ %52, %.lr.ph ], [ %361, %476 ]
  %337 = phi <4 x float> [ %67, %.lr.ph ], [ %369, %476 ]
  %338 = phi <4 x float> [ %82, %.lr.ph ], [ %377, %476 ]
  %339 = phi <4 x float> [ %100, %.lr.ph ], [ %387, %476 ]
  %340 = phi <4 x float> [ %118, %.lr.ph ], [ %397, %476 ]
  %341 = phi <4 x float> [ %132, %.lr.ph ], [ %407, %476 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %333, ptr addrspace(3) %147, align 16
  store float %332, ptr addrspace(3) %149, align 4
  store float %331, ptr addrspace(3) %151, align 8
  store float %330, ptr addrspace(3) %153, align 4
  store float %329, ptr addrspace(3) %157, align 16
  store float %328, ptr addrspace(3) %159, align 4
  store float %327, ptr addrspace(3) %161, align 8
  store float %326, ptr addrspace(3) %163, align 4
  store float %325, ptr addrspace(3) %167, align 16
  store float %324, ptr addrspace(3) %169, align 4
  store float %323, ptr addrspace(3) %171, align 8
  store float %322, ptr addrspace(3) %173, align 4
  store float %321, ptr addrspace(3) %177, align 16
  store float %320, ptr addrspace(3) %179, align 4
  store float %319, ptr addrspace(3) %181, align 8
  store float %318, ptr addrspace(3) %183, align 4
  store float %317, ptr addrspace(3) %189, align 16
  store float %316, ptr addrspace(3) %191, align 4
  store float %315, ptr addrspace(3) %193, align 8
  store float %314, ptr addrspace(3) %195, align 4
  store float %313, ptr addrspace(3) %201, align 16
  store float %312, ptr addrspace(3) %203, align 4
  store float %311, ptr addrspace(3) %205, align 8
  store float %310, ptr addrspace(3) %207, align 4
  store float %309, ptr addrspace(3) %213, align 16
  store float %308, ptr addrspace(3) %215, align 4
  store float %307, ptr addrspace(3) %217, align 8
  store float %306, ptr addrspace(3) %219, align 4
  store float %305, ptr addrspace(3) %225, align 16
  store float %304, ptr addrspace(3) %227, align 4
  store float %303, ptr addrspace(3) %229, align 8
  store float %302, ptr addrspace(3) %231, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %342 = add i32 %334, 32
  %343 = icmp slt i32 %342, %5
  %344 = or i32 %342, %28
  %345 = icmp slt i32 %344, %5
  %346 = and i1 %29, %345
  %347 = and i1 %343, %346
  br i1 %347, label %348, label %352

348: ; preds = %297
  %349 = sext i32 %344 to i64
  %350 = getelementptr float, ptr addrspace(1) %27, i64 %349
  %351 = load <4 x float>, ptr addrspace(1) %350, align 16
  br label %352

352: ; preds = %348, %297
  %353 = phi <4 x float> [ %351, %348 ], [ zeroinitializer, %297 ]
  %354 = and i1 %45, %345
  %355 = and i1 %343, %354
  br i1 %355, label %356, label %360

356: ; preds = %352
  %357 = sext i32 %344 to i64
  %358 = getelementptr float, ptr addrspace(1) %44, i64 %357
  %359 = load <4 x float>, ptr addrspace(1) %358, align 16
  br label %360

360: ; preds = %356, %352
  %361 = phi <4 x float> [ %359, %356 ], [ zeroinitializer, %352 ]
  %362 = and i1 %60, %345
  %363 = and i1 %343, %362
  br i1 %363, label %364, label %368

364: ; preds = %360
  %365 = sext i32 %344 to i64
  %366 = getelementptr float, ptr addrspace(1) %59, i64 %365
  %367 = load <4 x float>, ptr addrspace(1) %366, align 16
  br label %368

368: ; preds = %364, %360
  %369 = phi <4 x float> [ %367, %364 ], [ zeroinitializer, %360 ]
  %370 = and i1 %75, %345
  %371 = and i1 %343, %370
  br i1 %371, label %372, label %376

372: ; preds = %368
  %373 = sext i32 %344 to i64
  %374 = getelementptr float, ptr addrspace(1) %74, i64 %373
  %375 = load <4 x float>, ptr addrspace(1) %374, align 16
  br label %376

376: ; preds = %372, %368
  %377 = phi <4 x float> [ %375, %372 ], [ zeroinitializer, %368 ]
  %378 = add i32 %342, %84
  %379 = icmp slt i32 %378, %5
  %380 = and i1 %89, %379
  %381 = and i1 %343, %380
  br i1 %381, label %382, label %386

382: ; preds = %376
  %383 = mul i32 %378, %8
  %384 = sext i32 %383 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %384
  %385 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %386

386: ; preds = %382, %376
  %387 = phi <4 x float> [ %385, %382 ], [ zeroinitializer, %376 ]
  %388 = add i32 %342, %103
  %389 = icmp slt i32 %388, %5
  %390 = and i1 %107, %389
  %391 = and i1 %343, %390
  br i1 %391, label %392, label %396

392: ; preds = %386
  %393 = mul i32 %388, %8
  %394 = sext i32 %393 to i64
  %gep68 = getelementptr float, ptr addrspace(1) %invariant.gep67, i64 %394
  %395 = load <4 x float>, ptr addrspace(1) %gep68, align 16
  br label %396

396: ; preds = %392, %386
  %397 = phi <4 x float> [ %395, %392 ], [ zeroinitializer, %386 ]
  %398 = add i32 %342, %120
  %399 = icmp slt i32 %398, %5
  %400 = and i1 %107, %399
  %401 = and i1 %343, %400
  br i1 %401, label %402, label %406

402: ; preds = %396
  %403 = mul i32 %398, %8
  %404 = sext i32 %403 to i64
  %gep70 = getelementptr float, ptr addrspace(1) %invariant.gep67, i64 %404
  %405 = load <4 x float>, ptr addrspace(1) %gep70, align 16
  br label %406

406: ; preds = %402, %396
  %407 = phi <4 x float> [ %405, %402 ], [ zeroinitializer, %396 ]
  %408 = add i32 %342, %134
  %409 = icmp slt i32 %408, %5
  %410 = and i1 %107, %409
  %411 = and i1 %343, %410
  br i1 %411, label %412, label %416

412: ; preds = %406
  %413 = mul i32 %408, %8
  %414 = sext i32 %413 to i64
  %gep72 = getelementptr float, ptr addrspace(1) %invariant.gep67, i64 %414
  %415 = load <4 x float>, ptr addrspace(1) %gep72, align 16
  br label %416

416: ; preds = %412, %406
  %417 = phi <4 x float> [ %415, %412 ], [ zeroinitializer, %406 ]
  %418 = extractelement <4 x float> %417, i64 0
  %419 = extractelement <4 x float> %417, i64 2
  %420 = extractelement <4 x float> %335, i64 0
  store float %420, ptr addrspace(3) %232, align 16
  %421 = extractelement <4 x float> %335, i64 1
  store float %421, ptr addrspace(3) %233, align 4
  %422 = extractelement <4 x float> %335, i64 2
  store float %422, ptr addrspace(3) %234, align 8
  %423 = extractelement <4 x float> %335, i64 3
  store float %423, ptr addrspace(3) %235, align 4
  %424 = extractelement <4 x float> %336, i64 0
  store float %424, ptr addrspace(3) %239, align 16
  %425 = extractelement <4 x float> %336, i64 1
  store float %425, ptr addrspace(3) %241, align 4
  %426 = extractelement <4 x float> %336, i64 2
  store float %426, ptr addrspace(3) %243, align 8
  %427 = extractelement <4 x float> %336, i64 3
  store float %427, ptr addrspace(3) %245, align 4
  %428 = extractelement <4 x float> %337, i64 0
  store float %428, ptr addrspace(3) %249, align 16
  %429 = extractelement <4 x float> %337, i64 1
  store float %429, ptr addrspace(3) %251, align 4
  %430 = extractelement <4 x float> %337, i64 2
  store float %430, ptr addrspace(3) %253, align 8
  %431 = extractelement <4 x float> %337, i64 3
  store float %431, ptr addrspace(3) %255, align 4
  %432 = extractelement <4 x float> %338, i64 0
  store float %432, ptr addrspace(3) %259, align 16
  %433 = extractelement <4 x float> %338, i64 1
  store float %433, ptr addrspace(3) %261, align 4
  %434 = extractelement <4 x float> %338, i64 2
  store float %434, ptr addrspace(3) %263, align 8
  %435 = extractelement <4 x float> %338, i64 3
  store float %435, ptr addrspace(3) %265, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %436 = extractelement <4 x float> %339, i64 0
  store float %436, ptr addrspace(3) %266, align 16
  %437 = extractelement <4 x float> %339, i64 1
  store float %437, ptr addrspace(3) %267, align 4
  %438 = extractelement <4 x float> %339, i64 2
  store float %438, ptr addrspace(3) %268, align 8
  %439 = extractelement <4 x float> %339, i64 3
  store float %439, ptr addrspace(3) %269, align 4
  %440 = extractelement <4 x float> %340, i64 0
  store float %440, ptr addrspace(3) %270, align 16
  %441 = extractelement <4 x float> %340, i64 1
  store float %441, ptr addrspace(3) %271, align 4
  %442 = extractelement <4 x float> %340, i64 2
  store float %442, ptr addrspace(3) %272, align 8
  %443 = extractelement <4 x float> %340, i64 3
  store float %443, ptr addrspace(3) %273, align 4
  %444 = extractelement <4 x float> %341, i64 0
  store float %444, ptr addrspace(3) %274, align 16
  %445 = extractelement <4 x float> %341, i64 1
  store float %445, ptr addrspace(3) %275, align 4
  %446 = extractelement <4 x float> %341, i64 2
  store float %446, ptr addrspace(3) %276, align 8
  %447 = extractelement <4 x float> %341, i64 3
  store float %447, ptr addrspace(3) %277, align 4
  store float %301, ptr addrspace(3) %278, align 16
  store float %300, ptr addrspace(3) %279, align 4
  store float %299, ptr addrspace(3) %280, align 8
  store float %298, ptr addrspace(3) %281, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %448

448: ; preds = %416, %472
  %449 = phi i64 [ 0, %416 ], [ %474, %472 ]
  %450 = shl nuw nsw i64 %449, 7
  %451 = add nsw i64 %450, %14
  %452 = trunc i64 %451 to i32
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %452
  %454 = load float, ptr addrspace(3) %453, align 4
  %455 = lshr i64 %451, 1
  %456 = and i64 %455, 4294967264
  br label %457

457: ; preds = %448, %457
  %458 = phi float [ %454, %448 ], [ %469, %457 ]
  %459 = phi i64 [ 0, %448 ], [ %470, %457 ]
  %460 = or i64 %459, %456
  %461 = trunc i64 %460 to i32
  %462 = getelementptr float, ptr addrspace(3) @global_smem, i32 %461
  %463 = load float, ptr addrspace(3) %462, align 4
  %464 = shl nuw nsw i64 %459, 6
  %465 = or i64 %464, %296
  %466 = trunc i64 %465 to i32
  %467 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %466
  %468 = load float, ptr addrspace(3) %467, align 4
  %469 = tail call float @llvm.fma.f32(float %463, float %468, float %458)
  %470 = add nuw nsw i64 %459, 1
  %471 = icmp ult i64 %459, 31
  br i1 %471, label %457, label %472

472: ; preds = %457
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %452
  store float %469, ptr addrspace(3) %473, align 4
  %474 = add nuw nsw i64 %449, 1
  %475 = icmp ult i64 %449, 31
  br i1 %475, label %448, label %476

476: ; preds = %472
  %477 = extractelement <4 x float> %417, i64 1
  %478 = extractelement <4 x float> %417, i64 3
  tail call void @llvm.musa.syncthreads.lm()
  %479 = load <4 x float>, ptr addrspace(3) %282, align 16
  %480 = load <4 x float>, ptr addrspace(3) %283, align 16
  %481 = load <4 x float>, ptr addrspace(3) %284, align 16
  %482 = load <4 x float>, ptr addrspace(3) %285, align 16
  %483 = load <4 x float>, ptr addrspace(3) %286, align 16
  %484 = load <4 x float>, ptr addrspace(3) %287, align 16
  %485 = load <4 x float>, ptr addrspace(3) %288, align 16
  %486 = load <4 x float>, ptr addrspace(3) %289, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %487 = extractelement <4 x float> %486, i64 0
  %488 = extractelement <4 x float> %486, i64 1
  %489 = extractelement <4 x float> %486, i64 2
  %490 = extractelement <4 x float> %486, i64 3
  %491 = extractelement <4 x float> %485, i64 0
  %492 = extractelement <4 x float> %485, i64 1
  %493 = extractelement <4 x float> %485, i64 2
  %494 = extractelement <4 x float> %485, i64 3
  %495 = extractelement <4 x float> %484, i64 0
  %496 = extractelement <4 x float> %484, i64 1
  %497 = extractelement <4 x float> %484, i64 2
  %498 = extractelement <4 x float> %484, i64 3
  %499 = extractelement <4 x float> %483, i64 0
  %500 = extractelement <4 x float> %483, i64 1
  %501 = extractelement <4 x float> %483, i64 2
  %502 = extractelement <4 x float> %483, i64 3
  %503 = extractelement <4 x float> %482, i64 0
  %504 = extractelement <4 x float> %482, i64 1
  %505 = extractelement <4 x float> %482, i64 2
  %506 = extractelement <4 x float> %482, i64 3
  %507 = extractelement <4 x float> %481, i64 0
  %508 = extractelement <4 x float> %481, i64 1
  %509 = extractelement <4 x float> %481, i64 2
  %510 = extractelement <4 x float> %481, i64 3
  %511 = extractelement <4 x float> %480, i64 0
  %512 = extractelement <4 x float> %480, i64 1
  %513 = extractelement <4 x float> %480, i64 2
  %514 = extractelement <4 x float> %480, i64 3
  %515 = extractelement <4 x float> %479, i64 0
  %516 = extractelement <4 x float> %479, i64 1
  %517 = extractelement <4 x float> %479, i64 2
  %518 = extractelement <4 x float> %479, i64 3
  br i1 %343, label %297, label %._crit_edge

._crit_edge: ; preds = %476, %145
  %519 = phi <4 x float> [ zeroinitializer, %145 ], [ %486, %476 ]
  %520 = phi <4 x float> [ zeroinitializer, %145 ], [ %485, %476 ]
  %521 = phi <4 x float> [ zeroinitializer, %145 ], [ %484, %476 ]
  %522 = phi <4 x float> [ zeroinitializer, %145 ], [ %483, %476 ]
  %523 = phi <4 x float> [ zeroinitializer, %145 ], [ %482, %476 ]
  %524 = phi <4 x float> [ zeroinitializer, %145 ], [ %481, %476 ]
  %525 = phi <4 x float> [ zeroinitializer, %145 ], [ %480, %476 ]
  %526 = phi <4 x float> [ zeroinitializer, %145 ], [ %479, %476 ]
  %527 = add i32 %17, %84
  %528 = icmp slt i32 %527, %3
  %529 = and i1 %528, %89
  br i1 %529, label %530, label %536

530: ; preds = %._crit_edge
  %531 = mul i32 %527, %10
  %532 = sext i32 %531 to i64
  %533 = getelementptr float, ptr addrspace(1) %2, i64 %532
  %534 = sext i32 %87 to i64
  %535 = getelementptr float, ptr addrspace(1) %533, i64 %534
  store <4 x float> %526, ptr addrspace(1) %535, align 16
  br label %536

536: ; preds = %530, %._crit_edge
  %537 = add i32 %17, %103
  %538 = icmp slt i32 %537, %3
  %539 = and i1 %107, %538
  br i1 %539, label %540, label %546

540: ; preds = %536
  %541 = mul i32 %537, %10
  %542 = sext i32 %541 to i64
  %543 = getelementptr float, ptr addrspace(1) %2, i64 %542
  %544 = sext i32 %105 to i64
  %545 = getelementptr float, ptr addrspace(1) %543, i64 %544
  store <4 x float> %525, ptr addrspace(1) %545, align 16
  br label %546

546: ; preds = %540, %536
  %547 = add i32 %17, %120
  %548 = icmp slt i32 %547, %3
  %549 = and i1 %107, %548
  br i1 %549, label %550, label %556

550: ; preds = %546
  %551 = mul i32 %547, %10
  %552 = sext i32 %551 to i64
  %553 = getelementptr float, ptr addrspace(1) %2, i64 %552
  %554 = sext i32 %105 to i64
  %555 = getelementptr float, ptr addrspace(1) %553, i64 %554
  store <4 x float> %524, ptr addrspace(1) %555, align 16
  br label %556

556: ; preds = %550, %546
  %557 = add i32 %17, %134
  %558 = icmp slt i32 %557, %3
  %559 = and i1 %107, %558
  br i1 %559, label %560, label %566

560: ; preds = %556
  %561 = mul i32 %557, %10
  %562 = sext i32 %561 to i64
  %563 = getelementptr float, ptr addrspace(1) %2, i64 %562
  %564 = sext i32 %105 to i64
  %565 = getelementptr float, ptr addrspace(1) %563, i64 %564
  store <4 x float> %523, ptr addrspace(1) %565, align 16
  br label %566

566: ; preds = %560, %556
  %567 = trunc i64 %185 to i32
  %568 = add i32 %17, %567
  %569 = icmp slt i32 %568, %3
  %570 = and i1 %107, %569
  br i1 %570, label %571, label %577

571: ; preds = %566
  %572 = mul i32 %568, %10
  %573 = sext i32 %572 to i64
  %574 = getelementptr float, ptr addrspace(1) %2, i64 %573
  %575 = sext i32 %105 to i64
  %576 = getelementptr float, ptr addrspace(1) %574, i64 %575
  store <4 x float> %522, ptr addrspace(1) %576, align 16
  br label %577

577: ; preds = %571, %566
  %578 = trunc i64 %197 to i32
  %579 = add i32 %17, %578
  %580 = icmp slt i32 %579, %3
  %581 = and i1 %107, %580
  br i1 %581, label %582, label %588

582: ; preds = %577
  %583 = mul i32 %579, %10
  %584 = sext i32 %583 to i64
  %585 = getelementptr float, ptr addrspace(1) %2, i64 %584
  %586 = sext i32 %105 to i64
  %587 = getelementptr float, ptr addrspace(1) %585, i64 %586
  store <4 x float> %521, ptr addrspace(1) %587, align 16
  br label %588

588: ; preds = %582, %577
  %589 = trunc i64 %209 to i32
  %590 = add i32 %17, %589
  %591 = icmp slt i32 %590, %3
  %592 = and i1 %107, %591
  br i1 %592, label %593, label %599

593: ; preds = %588
  %594 = mul i32 %590, %10
  %595 = sext i32 %594 to i64
  %596 = getelementptr float, ptr addrspace(1) %2, i64 %595
  %597 = sext i32 %105 to i64
  %598 = getelementptr float, ptr addrspace(1) %596, i64 %597
  store <4 x float> %520, ptr addrspace(1) %598, align 16
  br label %599

599: ; preds = %593, %588
  %600 = trunc i64 %221 to i32
  %601 = add i32 %17, %600
  %602 = icmp slt i32 %601, %3
  %603 = and i1 %107, %602
  br i1 %603, label %604, label %610

604: ; preds = %599
  %605 = mul i32 %601, %10
  %606 = sext i32 %605 to i64
  %607 = getelementptr float, ptr addrspace(1) %2, i64 %606
  %608 = sext i32 %105 to i64
  %609 = getelementptr float, ptr addrspace(1) %607, i64 %608
  store <4 x float> %519, ptr addrspace(1) %609, align 16
  br label %610

610: ; preds = %604, %599
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
